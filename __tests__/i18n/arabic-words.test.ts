import { homeTexts } from "../../src/data/home";
import { notFoundTexts } from "../../src/data/not-found";
import { servicesPageTexts } from "../../src/data/services-page";
import { arabicTestimonialWords, testimonials } from "../../src/data/testimonials";
import { pageTextsOf } from "../../src/data/page-texts";
import { uiStrings } from "../../src/data/ui";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";

/**
 * Names stay in Latin letters in Arabic text (the brief's style rules): the firm, its people, the clients
 * quoted, the processors and products named in the privacy policy. Longest first, so "Google Analytics"
 * goes before "Google".
 */
const latinNames = [
  siteFacts.name,
  siteFacts.shortName,
  siteFacts.founder.name,
  ...siteFacts.privacy.processors.map(({ name }) => name),
  ...testimonials.map(({ author }) => author),
  "Google Tag Manager",
  "Google Analytics",
  "Google",
  "WhatsApp",
].sort((a, b) => b.length - a.length);

/** Keys whose values are addresses, paths, anchors, dates or drawings (an icon's SVG), not words. */
const notWords = new Set(["to", "href", "url", "mapUrl", "slug", "id", "date", "icon"]);

/**
 * Dictionary groups whose Arabic is English on purpose: the switcher on an Arabic page speaks the language
 * it leads to (its link carries lang="en").
 */
const inTheOtherLanguage = ["ui.languageSwitch"];

/** Texts only a translation needs: the note that the testimonials are translated. */
const arabicOnly = ["home.testimonials.note"];

interface Leaf {
  at: string;
  text: string;
}

const leavesOf = (value: unknown, at: string): Leaf[] => {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, `${at}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (notWords.has(key) ? [] : leavesOf(item, `${at}.${key}`)));
  return [];
};

/** A text without its `{places}` and the names that stay Latin. */
const wordsOf = (text: string) =>
  latinNames.reduce((rest, name) => rest.split(name).join(" "), text.replace(/\{\w+\}/g, " "));

/** The English words of a text, once its names and places are taken out (two letters or more). */
const hasEnglishWords = (text: string) => /[A-Za-z]{2,}/.test(wordsOf(text));

/** The places in a text where Arabic should not write Latin letters or punctuation. */
const latinIn = (text: string) => wordsOf(text).match(/[A-Za-z]+/g) ?? [];
const latinPunctuationIn = (text: string) => wordsOf(text).match(/(?<!\d),(?!\d)|[;?]/g) ?? [];

/** Every Arabic text of the interface and the pages, beside its English twin (same shape, same paths). */
const pairs: { at: string; en: unknown; ar: unknown }[] = [
  { at: "ui", en: uiStrings.en, ar: uiStrings.ar },
  { at: "home", en: homeTexts.en, ar: homeTexts.ar },
  { at: "servicesPage", en: servicesPageTexts.en, ar: servicesPageTexts.ar },
  { at: "notFound", en: notFoundTexts.en, ar: notFoundTexts.ar },
];

const arabicLeaves = (): Leaf[] =>
  [...pairs.flatMap(({ at, ar }) => leavesOf(ar, at)), ...leavesOf(arabicSiteFacts, "arabicSiteFacts")].filter(
    ({ at }) => !inTheOtherLanguage.some((group) => at.startsWith(`${group}.`)),
  );

describe("the Arabic words of the interface and the pages", () => {
  it("have no Latin letters except the names that stay in Latin letters", () => {
    const english = arabicLeaves()
      .filter(({ text }) => latinIn(text).length > 0)
      .map(({ at, text }) => ({ at, latin: latinIn(text), text }));
    expect(english).toEqual([]);
  });

  it("use Arabic punctuation (، ؛ ؟), and Western digits as UAE government sites do", () => {
    const latinPunctuation = arabicLeaves()
      .filter(({ text }) => latinPunctuationIn(text).length > 0)
      .map(({ at, text }) => ({ at, text }));
    expect(latinPunctuation).toEqual([]);
    const easternDigits = arabicLeaves().filter(({ text }) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text));
    expect(easternDigits).toEqual([]);
  });

  it("are each a translation: every English text with words has an Arabic twin that differs from it", () => {
    for (const { at, en, ar } of pairs) {
      const english = leavesOf(en, at);
      const arabic = leavesOf(ar, at).filter((leaf) => !arabicOnly.includes(leaf.at));
      // The same shape: a key or list item missing in one language shows here (the types hold the keys).
      expect(arabic.map((leaf) => leaf.at)).toEqual(english.map((leaf) => leaf.at));
      const untranslated = english
        .map((leaf, index) => ({ ...leaf, arabic: arabic[index].text }))
        .filter(({ text, arabic }) => hasEnglishWords(text) && arabic === text);
      expect(untranslated).toEqual([]);
    }
  });

  it("cover every worded fact: one Arabic office and processor for each of the site facts', in their order", () => {
    expect(arabicSiteFacts.offices).toHaveLength(siteFacts.offices.length);
    expect(arabicSiteFacts.processors).toHaveLength(siteFacts.privacy.processors.length);
    expect(arabicSiteFacts.founder.qualifications).toHaveLength(siteFacts.founder.qualifications.length);
    expect(arabicTestimonialWords).toHaveLength(testimonials.length);
    expect(uiStrings.ar.footer.offices.map(({ city }) => city)).toEqual(["دبي", "أبوظبي", "الفجيرة"]);
  });

  it("name the free call as the glossary does, and never promise it differently", () => {
    expect(uiStrings.ar.mdx.freeCall).toBe("مكالمة مجانية مدتها 60 دقيقة");
    const all = arabicLeaves()
      .map(({ text }) => text)
      .join("\n");
    expect(all).not.toMatch(/استشارة مجانية/);
    for (const call of all.match(/مكالمة مجانية مدتها \S+ [^\s،.]+/g) ?? [])
      expect(call).toBe("مكالمة مجانية مدتها 60 دقيقة");
  });

  it("the checks above can fail: an untranslated or half-English text is found", () => {
    expect(latinIn("احجز Book A Call")).toEqual(["Book", "A", "Call"]);
    expect(latinIn(`مكتب ${siteFacts.name} في دبي، على Google`)).toEqual([]);
    expect(latinIn("آخر تحديث: {date}")).toEqual([]);
    expect(latinPunctuationIn("دبي, أبوظبي")).toEqual([","]);
    expect(latinPunctuationIn("أكثر من 1,136 رائد أعمال")).toEqual([]);
    expect(hasEnglishWords("Review on {platform}, {date}")).toBe(true);
    expect(hasEnglishWords(siteFacts.name)).toBe(false);
  });
});

describe("the English words", () => {
  it("are the site's words before the dictionaries, character for character", () => {
    expect(uiStrings.en.layout.skipToContent).toBe("Skip to main content");
    expect(uiStrings.en.booking).toEqual({
      button: "Book A Call",
      newTab: "opens the booking page in a new tab",
      note: "Free 60-minute call",
      noObligation: "no obligation",
      barLabel: "Book a free call",
      call: "Call",
    });
    expect(uiStrings.en.mdx.firmLicence).toBe(
      "licence No. 000000, issued by the Government of Dubai Legal Affairs Department (Dubai office); " +
        "licence No. 000000, issued by the Abu Dhabi Judicial Department (Abu Dhabi office); " +
        "licence No. 000000, issued by the UAE Ministry of Justice (Fujairah office)",
    );
    expect({
      ...servicesPageTexts.en,
      practiceAreas: servicesPageTexts.en.practiceAreas.map(({ id, title }) => ({ id, title })),
    }).toEqual({
      title: "Legal Services",
      description: "Book a call for a free consultation.",
      lead: "Advice, drafting and representation for entrepreneurs and businesses across Dubai and the UAE.",
      practiceAreas: [
        { id: "companies-and-contracts", title: "Companies and contracts" },
        { id: "disputes-and-recovery", title: "Disputes and recovery" },
        { id: "property-construction-and-energy", title: "Property, construction and energy" },
        { id: "employment-immigration-and-personal", title: "Employment, immigration and personal" },
        { id: "regulation-and-tax", title: "Regulation and tax" },
      ],
    });
  });
});

describe("pageTextsOf", () => {
  it("gives each page of src/pages/ its own words in the page's language, by its English path", () => {
    expect(pageTextsOf("/", "en")).toBe(homeTexts.en);
    expect(pageTextsOf("/", "ar")).toBe(homeTexts.ar);
    expect(pageTextsOf("/services/", "ar")).toBe(servicesPageTexts.ar);
    expect(pageTextsOf("/404/", "ar")).toBe(notFoundTexts.ar);
    expect(pageTextsOf("/404.html", "en")).toBe(notFoundTexts.en);
  });

  it("gives nothing to the pages with no words of their own", () => {
    expect(pageTextsOf("/about/", "en")).toBeUndefined();
    expect(pageTextsOf("/services/business-setup-in-dubai-and-the-uae/", "en")).toBeUndefined();
    expect(pageTextsOf("/ar/", "ar")).toBeUndefined();
  });

  it("keeps the page data small enough to travel with every page (the interface's words in each language)", () => {
    for (const lang of ["en", "ar"] as const) expect(JSON.stringify(uiStrings[lang]).length).toBeLessThan(12_000);
  });
});
