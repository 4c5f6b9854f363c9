import type { Lang } from "../languages";
import { type PracticeArea, practiceAreasIn } from "./practice-areas";

export type NotFoundKind = "service" | "legal" | "page";

/**
 * The not-found page's cards (one for a missing service, one for a missing legal document, one for anything
 * else), and the practice areas it links to.
 */
export type NotFoundTexts = Record<NotFoundKind, { heading: string; text: string }> & {
  practiceAreas: readonly PracticeArea[];
};

export const notFoundTexts: Record<Lang, NotFoundTexts> = {
  en: {
    service: { heading: "Service Not Found", text: "The requested service could not be found." },
    legal: { heading: "Document Not Found", text: "The requested legal document could not be found." },
    page: { heading: "Page Not Found", text: "The page you are looking for does not exist or has moved." },
    practiceAreas: practiceAreasIn("en"),
  },
  ar: {
    service: { heading: "الخدمة غير موجودة", text: "تعذّر العثور على الخدمة المطلوبة." },
    legal: { heading: "المستند غير موجود", text: "تعذّر العثور على المستند القانوني المطلوب." },
    page: { heading: "الصفحة غير موجودة", text: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر." },
    practiceAreas: practiceAreasIn("ar"),
  },
};
