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
  /** SAMPLE: the office's licence to practise, from the authority that regulates advocates in that emirate. */
  licence: { number: string; authority: string };
}

export interface Processor {
  name: string;
  role: string;
  countries: string;
  /** SAMPLE entries are the firm's provisional choices, confirmed before launch. */
  sample?: boolean;
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
  /** SAMPLE: the founder, the degrees and professional qualifications to show (most relevant first) and their licence to practise. */
  founder: {
    name: string;
    jobTitle: string;
    qualifications: readonly string[];
    licence: { role: string; authority: string; number: string };
  };
  /** SAMPLE: the firm as a legal entity, named in the privacy policy (the controller) and the terms. */
  legalEntity: {
    name: string;
    address: string;
  };
  /** SAMPLE: the written contact for enquiries and data-protection requests. */
  email: string;
  claims: {
    /** Entrepreneurs the firm has served as clients. */
    entrepreneursServed: string;
    /** SAMPLE: what entrepreneursServed is counted from (follows "counted from", e.g. "our client records") and the day it was counted (ISO date). */
    entrepreneursServedSource: { basis: string; asOf: string };
    reviewCount: string;
    reviewRating: string;
    /** SAMPLE: where the reviews are published. */
    reviewPlatform: string;
    /** SAMPLE: the public page where the reviews can be read (https), linked beside the review figures. */
    reviewsUrl: string;
    /** SAMPLE: the day the review count and rating were last checked (ISO date). */
    reviewsAsOf: string;
    draftingHours: number;
    /** SAMPLE: what the client gets when the drafting guarantee is missed; follows "If we miss it, ". */
    draftingRemedy: string;
  };
  privacy: {
    /** SAMPLE: the firm's decision under PDPL Article 10; null when no data protection officer is appointed. */
    dataProtectionOfficer: { name: string; email: string } | null;
    /** SAMPLE: how long the firm keeps what it holds (the firm's retention schedule). */
    retention: {
      enquiryMonths: number;
      clientFileYears: number;
      analyticsMonths: number;
    };
    /** Who processes visitors' data for the firm, and where. */
    processors: readonly Processor[];
  };
  keywords: readonly string[];
  areaServed: string;
  /** SAMPLE: origins allowed to show the site in a frame (embedded mode, ?embedded); the site itself always may. */
  embeddingOrigins: readonly string[];
  /** SAMPLE: the GitHub repository ("owner/name") holding this site, where the CMS at /admin/ opens editors' pull requests. */
  repository: string;
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
    {
      city: "Dubai",
      emirate: "Dubai",
      licence: { number: "000000", authority: "Government of Dubai Legal Affairs Department" },
    },
    {
      city: "Abu Dhabi",
      emirate: "Abu Dhabi",
      licence: { number: "000000", authority: "Abu Dhabi Judicial Department" },
    },
    { city: "Fujairah", emirate: "Fujairah", licence: { number: "000000", authority: "UAE Ministry of Justice" } },
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
  founder: {
    name: "Layla Al Mansoori",
    jobTitle: "Founder and Managing Partner",
    qualifications: ["Sample qualification: the founder's law degree and university, to be supplied by the firm"],
    licence: { role: "advocate", authority: "Government of Dubai Legal Affairs Department", number: "000000" },
  },
  legalEntity: {
    name: "Meridian Advocates & Legal Consultants (Civil Company)",
    address: "Office 000, Example Tower, Business Bay, Dubai, United Arab Emirates",
  },
  email: "contact@meridian-advocates.example",
  claims: {
    entrepreneursServed: "1,136+",
    entrepreneursServedSource: { basis: "sample figures, not yet our client records", asOf: "2026-11-01" },
    reviewCount: "200+",
    reviewRating: "5.0",
    reviewPlatform: "Google",
    reviewsUrl: "https://reviews.meridian-advocates.example/",
    reviewsAsOf: "2026-11-01",
    draftingHours: 24,
    draftingRemedy: "we waive our fee for drafting that agreement",
  },
  privacy: {
    dataProtectionOfficer: null,
    retention: { enquiryMonths: 12, clientFileYears: 10, analyticsMonths: 14 },
    processors: [
      {
        name: "Netlify, Inc.",
        role: "hosts the website and delivers it through its content delivery network (CDN), which keeps server logs",
        countries: "the United States and at the CDN location nearest to you",
      },
      {
        name: "Calendly LLC",
        role: "runs the external scheduling page on which you book the free 60-minute call",
        countries: "the United States",
        sample: true,
      },
      {
        name: "Google LLC",
        role: "provides Google Tag Manager and Google Analytics, loaded only after you accept analytics cookies",
        countries: "the United States and other countries where Google has facilities",
      },
    ],
  },
  keywords: ["legal", "lawyers", "contract", "UAE", "Dubai", "legal services"],
  areaServed: "United Arab Emirates",
  embeddingOrigins: ["https://portal.meridian-advocates.example"],
  repository: "meridian-advocates/website",
};

/** The drafting claim, in the one wording used wherever the site makes it (defined in the terms). */
export const draftingClaim = `Agreements drafted under UAE law within ${siteFacts.claims.draftingHours} hours, guaranteed`;

/** One office's licence as the site writes it: "licence No. …, issued by the …". */
export const licenceText = ({ licence }: Office) => `licence No. ${licence.number}, issued by the ${licence.authority}`;

/** The words of the link from the claim to the guarantee's definition. */
export const draftingGuaranteeLinkText = `How the ${siteFacts.claims.draftingHours}-hour guarantee works`;

/** The base URL a build publishes under: SITE_URL when set, else the firm's own. */
export const resolveSiteUrl = (env: string | undefined = process.env.SITE_URL): string =>
  (env && env.trim() ? env.trim() : siteFacts.siteUrl).replace(/\/+$/, "");
