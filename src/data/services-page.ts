import type { Lang } from "../languages";
import { arabicFreeCall } from "../site-facts";
import { type IllustratedPracticeArea, illustratedPracticeAreasIn } from "./practice-areas";

/** The /services/ page's words: its title and description (specification, section 2, in English), its lead and list heading. */
export interface ServicesPageTexts {
  title: string;
  description: string;
  /** Follows the description in the page's lead paragraph. */
  lead: string;
  /** The headings the services are grouped under, in order, with their icons. */
  practiceAreas: readonly IllustratedPracticeArea[];
}

export const servicesPageTexts: Record<Lang, ServicesPageTexts> = {
  en: {
    title: "Legal Services",
    description: "Book a call for a free consultation.",
    lead: "Advice, drafting and representation for entrepreneurs and businesses across Dubai and the UAE.",
    practiceAreas: illustratedPracticeAreasIn("en"),
  },
  ar: {
    title: "الخدمات القانونية",
    // The free call's one Arabic name (content/GLOSSARY.md), not "a free consultation".
    description: `احجز ${arabicFreeCall()}.`,
    lead: "المشورة والصياغة والتمثيل لروّاد الأعمال والشركات في دبي وسائر أنحاء دولة الإمارات.",
    practiceAreas: illustratedPracticeAreasIn("ar"),
  },
};

/** The English page's fixed texts. */
export const servicesPage = servicesPageTexts.en;
