import { assertBuilt, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";

/**
 * Issue 19, second legal read: the concrete figures and deadlines added where the pages were
 * generic. Each item names the page that must now state them and the generic wording it replaced,
 * which no built page may show again.
 */
interface PracticalDetail {
  item: string;
  route: string;
  present: readonly string[];
  replaced: readonly string[];
}

const service = (slug: string) => `/services/${slug}/`;

const details: readonly PracticalDetail[] = [
  {
    item: "representation: the appeal deadline and the Dubai Courts fees",
    route: service("assistance-representation-in-dubai-and-uae-legal-system-2"),
    present: [
      "Law No. 21 of 2015 Concerning Judicial Fees of the Dubai Courts, as amended",
      "Claims not exceeding AED 500,000: 6% of the amount claimed, at least AED 500 and at most AED 20,000",
      "Claims from AED 500,001 to AED 1 million: AED 30,000",
      "Claims above AED 1 million: AED 40,000",
      "half is paid when the dispute is registered with the Centre",
      "A judgment can be appealed on the facts and the law within 30 days.",
    ],
    replaced: ["depend mainly on the claim's value"],
  },
  {
    item: "representation, the general page: the appeal deadline and the filing fee",
    route: service("assistance-representation-in-dubai-and-uae-legal-system"),
    present: [
      "a judgment of the Court of First Instance can be appealed within 30 days",
      "6% of the amount claimed, at least AED 500 and at most AED 20,000, and larger claims pay AED 30,000 or AED 40,000",
    ],
    replaced: [],
  },
  {
    item: "customs: the appeal and refund figures of Dubai Customs",
    route: service("legal-consultation-and-representation-in-customs-law-uae"),
    present: [
      "a receipt for payment of 50% of the fine imposed (the page adds that this should not exceed AED 50,000)",
      "Dubai Customs gives five working days as the time to complete the service",
      "the Submit Refund Claim service costs AED 50 per declaration",
    ],
    replaced: ["payment of part of the fine"],
  },
  {
    item: "environment: the carbon credits register, its threshold and its compliance date",
    route: service("legal-consultation-and-representation-in-environment-law-uae"),
    present: [
      "Cabinet Resolution No. 67 of 2024 on the National Register for Carbon Credits, in force since 28 December 2024",
      "0.5 million tonnes or more of carbon dioxide equivalent a year",
      "had until 28 June 2025 to comply",
    ],
    replaced: [],
  },
  {
    item: "construction: the end of Dubai Law No. 7 of 2025's regularisation period",
    route: service("legal-consultation-and-representation-in-construction-law-uae"),
    present: [
      "have one year from 8 January 2026, when the law took effect, to regularise their status, so the period ends in early January 2027",
      "We already work as a contractor in Dubai. What must we do, and by when?",
    ],
    replaced: ["were given a transition period to regularise their status"],
  },
  {
    item: "immigration: the grace period after a residence visa is cancelled",
    route: service("immigration-services-under-uae-law"),
    present: [
      "from 30 days up to 180 days",
      "Golden and Green Visa holders and their families have six months",
      "residents whose visa is based on property they own have three months",
      "File Validity",
    ],
    replaced: ["its length depends on the visa type"],
  },
  {
    item: "intellectual property: the Madrid Protocol route",
    route: service("legal-consultation-and-representation-in-intellectual-property-law-uae"),
    present: [
      "Trademarks abroad: the Madrid Protocol",
      "the Protocol has applied to the UAE since 28 December 2021",
      "designate the UAE in an international application",
      "For five years the international registration also depends on the basic mark",
    ],
    replaced: [],
  },
  {
    item: "online counselling: what the free first call covers and that paid work is quoted in writing first",
    route: service("online-legal-counselling-in-dubai"),
    present: [
      "Your first call: what it covers and what it does not",
      "Every new matter starts with a free 60-minute call, by video or phone. It costs nothing and commits you to nothing.",
      "The free call is not formal legal advice.",
      "is quoted first and starts only once you have agreed the scope and the fee in writing",
    ],
    replaced: [],
  },
];

const entities: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** What a reader sees: no scripts or styles, inline tags and comments dropped, other tags as spaces, entities decoded, spacing collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?(strong|em|a|span)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, " ");

beforeAll(assertBuilt);

describe("issue 19: the practical detail a careful firm's page gives", () => {
  it.each(details.map((detail) => [detail.item, detail] as const))("%s", (_item, detail) => {
    const text = visibleText(readPage(detail.route));
    for (const phrase of detail.present)
      expect({ route: detail.route, missing: text.includes(phrase) ? null : phrase }).toEqual({
        route: detail.route,
        missing: null,
      });

    const routes = sitemapRoutes();
    expect(routes).toContain(detail.route);
    for (const phrase of detail.replaced) {
      const showing = routes.filter((route) => visibleText(readPage(route)).includes(phrase));
      expect({ phrase, showing }).toEqual({ phrase, showing: [] });
    }
  });
});
