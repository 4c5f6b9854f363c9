/**
 * The firm's facts: the one place they are written down.
 * Pages, templates, structured data and gatsby-config all read them from here.
 *
 * Values marked SAMPLE are neutral placeholders (the specification leaves them
 * out); replace them before launch. See README "Before launch".
 */

export interface Office {
  city: string;
  emirate: string;
}

export interface SiteFacts {
  /** SAMPLE */ name: string;
  /** SAMPLE */ shortName: string;
  description: string;
  blurb: string;
  /** SAMPLE: the production origin, no trailing slash; SITE_URL overrides it at build time. */
  siteUrl: string;
  /** SAMPLE */ phone: { display: string; e164: string };
  offices: readonly Office[];
  workingHours: {
    label: string;
    days: readonly string[];
    opens: string;
    closes: string;
  };
  /** SAMPLE: the external page where a visitor books the free call. */
  bookingUrl: string;
  callMinutes: number;
  /** SAMPLE: Google Tag Manager container; GATSBY_GTM_ID overrides it at build time. */
  tagManagerId: string;
  /** SAMPLE */ founder: { name: string; jobTitle: string };
  claims: {
    entrepreneursServed: string;
    reviewCount: string;
    reviewRating: string;
    draftingHours: number;
  };
  keywords: readonly string[];
  areaServed: string;
  /** SAMPLE: origins allowed to show the site in a frame (embedded mode, ?embedded); the site itself always may. */
  embeddingOrigins: readonly string[];
}

export const siteFacts: SiteFacts = {
  name: "Meridian Advocates & Legal Consultants",
  shortName: "Meridian Advocates",
  description:
    "Advocates and legal consultants for entrepreneurs and businesses in Dubai and the UAE. Book a free 60-minute call.",
  blurb:
    "Advocates and legal consultants helping entrepreneurs and businesses in Dubai and across the UAE set up, contract, comply and resolve disputes with clear, fast legal work.",
  siteUrl: "https://www.meridian-advocates.example",
  phone: { display: "+971 4 000 0000", e164: "+97140000000" },
  offices: [
    { city: "Dubai", emirate: "Dubai" },
    { city: "Abu Dhabi", emirate: "Abu Dhabi" },
    { city: "Fujairah", emirate: "Fujairah" },
  ],
  workingHours: {
    label: "Monday to Friday, 09:00 to 18:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
  bookingUrl: "https://booking.meridian-advocates.example/free-60-minute-call",
  callMinutes: 60,
  tagManagerId: "GTM-XXXXXXX",
  founder: { name: "Layla Al Mansoori", jobTitle: "Founder and Managing Partner" },
  claims: {
    entrepreneursServed: "1,136+",
    reviewCount: "200+",
    reviewRating: "5.0",
    draftingHours: 24,
  },
  keywords: ["legal", "lawyers", "contract", "UAE", "Dubai", "legal services"],
  areaServed: "United Arab Emirates",
  embeddingOrigins: ["https://portal.meridian-advocates.example"],
};

/** The base URL a build publishes under: SITE_URL when set, else the firm's own. */
export const resolveSiteUrl = (env: string | undefined = process.env.SITE_URL): string =>
  (env && env.trim() ? env.trim() : siteFacts.siteUrl).replace(/\/+$/, "");
