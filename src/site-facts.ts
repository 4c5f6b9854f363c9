import type { Lang } from "./i18n/languages";
import { formatMonthYear } from "./lib/dates";

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
  /** SAMPLE: the office's street address (the footer shows it with a map link); left out until the firm gives it. */
  address?: string;
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
      address: "Office 000, Example Tower, Business Bay, Dubai, United Arab Emirates",
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

/**
 * The facts that are shown as words, in Arabic (issue 20): the same facts as `siteFacts`, whose
 * numbers, phone, e-mail, URLs and names stay single there. Offices and processors are in
 * `siteFacts`' order. Only the dictionaries (src/i18n/ui/ar.ts) and the page texts read this block,
 * at build time: no component imports it, so it never reaches a page's JavaScript.
 * Names stay in Latin letters (the firm, people, products); Arabic legal titles follow content/GLOSSARY.md.
 */
export interface ArabicSiteFacts {
  description: string;
  blurb: string;
  offices: readonly {
    city: string;
    emirate: string;
    /** SAMPLE: the licensing authority of siteFacts.offices[i].licence, in its official Arabic name. */
    licenceAuthority: string;
    /** SAMPLE: siteFacts.offices[i].address in Arabic, when that office has one. */
    address?: string;
  }[];
  workingHours: { label: string };
  /** SAMPLE: siteFacts.founder's words in Arabic (their name stays in Latin letters, in siteFacts). */
  founder: {
    jobTitle: string;
    qualifications: readonly string[];
    /** What the licence allows, as the licence sentence names it ("practising as an advocate"). */
    licenceRole: string;
    licenceAuthority: string;
  };
  /** SAMPLE: the legal entity's name (the firm's name in Latin letters, its legal form in Arabic) and address. */
  legalEntity: { name: string; address: string };
  claims: {
    /** SAMPLE: follows «محسوب من» ("counted from"). */
    entrepreneursServedBasis: string;
    /** SAMPLE: a clause after «إذا لم نلتزم بالموعد،» ("If we miss it,"). */
    draftingRemedy: string;
  };
  /** SAMPLE: siteFacts.privacy.processors' roles and countries in Arabic, confirmed with them. */
  processors: readonly { role: string; countries: string }[];
  areaServed: string;
}

export const arabicSiteFacts: ArabicSiteFacts = {
  description:
    "محامون ومستشارون قانونيون لروّاد الأعمال والشركات في دبي ودولة الإمارات. احجز مكالمة مجانية مدتها 60 دقيقة.",
  blurb:
    "محامون ومستشارون قانونيون نساعد روّاد الأعمال والشركات في دبي وسائر أنحاء دولة الإمارات على تأسيس أعمالهم وإبرام عقودهم والامتثال للقوانين وتسوية نزاعاتهم، بعمل قانوني واضح وسريع.",
  offices: [
    {
      city: "دبي",
      emirate: "دبي",
      licenceAuthority: "دائرة الشؤون القانونية لحكومة دبي",
      address: "المكتب 000، برج المثال، الخليج التجاري، دبي، الإمارات العربية المتحدة",
    },
    { city: "أبوظبي", emirate: "أبوظبي", licenceAuthority: "دائرة القضاء في أبوظبي" },
    { city: "الفجيرة", emirate: "الفجيرة", licenceAuthority: "وزارة العدل في دولة الإمارات" },
  ],
  workingHours: { label: "من الاثنين إلى الجمعة، من 09:00 إلى 18:00" },
  founder: {
    jobTitle: "المؤسِّس والشريك المدير",
    qualifications: ["مؤهل نموذجي: شهادة المؤسِّس في القانون والجامعة التي منحتها، يقدّمها المكتب لاحقًا"],
    licenceRole: "مزاولة مهنة المحاماة",
    licenceAuthority: "دائرة الشؤون القانونية لحكومة دبي",
  },
  legalEntity: {
    name: "Meridian Advocates & Legal Consultants (شركة مدنية)",
    address: "المكتب 000، برج المثال، الخليج التجاري، دبي، الإمارات العربية المتحدة",
  },
  claims: {
    entrepreneursServedBasis: "أرقام نموذجية، وليست بعد من سجلات موكلينا",
    draftingRemedy: "نتنازل عن أتعابنا عن صياغة تلك الاتفاقية",
  },
  processors: [
    {
      role: "تستضيف الموقع وتقدّمه عبر شبكة توصيل المحتوى التابعة لها، التي تحتفظ بسجلات الخادم",
      countries: "الولايات المتحدة وفي موقع شبكة توصيل المحتوى الأقرب إليك",
    },
    {
      role: "تشغّل صفحة جدولة المواعيد الخارجية التي تحجز من خلالها المكالمة المجانية ومدتها 60 دقيقة",
      countries: "الولايات المتحدة",
    },
    {
      role: "توفّر Google Tag Manager وGoogle Analytics، ولا يُحمَّلان إلا بعد قبولك ملفات تعريف الارتباط الخاصة بالتحليلات",
      countries: "الولايات المتحدة وبلدان أخرى توجد فيها منشآت تابعة لشركة Google",
    },
  ],
  areaServed: "الإمارات العربية المتحدة",
};

/**
 * A count in Arabic, by the number's grammatical category (Intl.PluralRules "ar"): «شهر واحد», «شهران»,
 * «10 سنوات» (3 to 10: plural), «12 شهرًا» (11 to 99: singular, accusative), «200 تقييم» (100s: singular).
 */
export interface ArabicCountForms {
  one: string;
  two: string;
  /** 3 to 10, after the number. */
  few: string;
  /** 11 to 99 (and 111, 1,136…), after the number. */
  many: string;
  /** 100, 200…, after the number. */
  other: string;
}

export const arabicCount = (count: number, forms: ArabicCountForms): string => {
  const category = new Intl.PluralRules("ar").select(count);
  if (category === "one") return forms.one;
  if (category === "two") return forms.two;
  const noun = category === "few" ? forms.few : category === "many" ? forms.many : forms.other;
  return `${count} ${noun}`;
};

export const arabicHours = (hours: number) =>
  arabicCount(hours, { one: "ساعة واحدة", two: "ساعتان", few: "ساعات", many: "ساعة", other: "ساعة" });

export const arabicMinutes = (minutes: number) =>
  arabicCount(minutes, { one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة", other: "دقيقة" });

export const arabicMonths = (months: number) =>
  arabicCount(months, { one: "شهر واحد", two: "شهران", few: "أشهر", many: "شهرًا", other: "شهر" });

export const arabicYears = (years: number) =>
  arabicCount(years, { one: "سنة واحدة", two: "سنتان", few: "سنوات", many: "سنة", other: "سنة" });

/** "200+" → «أكثر من 200»: Arabic says "more than" instead of a trailing plus sign. */
export const arabicAtLeast = (figure: string) => (figure.endsWith("+") ? `أكثر من ${figure.slice(0, -1)}` : figure);

/** The free call's one name in Arabic (content/GLOSSARY.md), indefinite: «احجز مكالمة مجانية مدتها 60 دقيقة». */
export const arabicFreeCall = () => `مكالمة مجانية مدتها ${arabicMinutes(siteFacts.callMinutes)}`;

/** The drafting claim in its one Arabic wording (the Arabic terms define it, as the English terms do). */
export const arabicDraftingClaim = () =>
  `صياغة اتفاقياتك وفق قانون دولة الإمارات خلال ${arabicHours(siteFacts.claims.draftingHours)}، بضمان منّا`;

/** The office at `index` in `siteFacts.offices`, with its words in Arabic. */
export const arabicOffice = (index: number) => ({ ...siteFacts.offices[index], ...arabicSiteFacts.offices[index] });

/** The licence of the office at `index` in Arabic: «الترخيص رقم … الصادر عن …» (it reads after «بموجب» too). */
export const arabicLicenceText = (index: number) => {
  const office = arabicOffice(index);
  return `الترخيص رقم ${office.licence.number} الصادر عن ${office.licenceAuthority}`;
};

/** The words of the link from the claim to the guarantee's definition, in Arabic. */
export const arabicDraftingGuaranteeLinkText = () =>
  `كيف يعمل ضمان الصياغة خلال ${arabicHours(siteFacts.claims.draftingHours)}`;

/** "on Google, as of November 2026": where the reviews are and when they were counted, in each language. */
export const reviewsSourceIn = (lang: Lang): string => {
  const { reviewPlatform, reviewsAsOf } = siteFacts.claims;
  return lang === "ar"
    ? `على ${reviewPlatform}، حتى ${formatMonthYear(reviewsAsOf, lang)}`
    : `on ${reviewPlatform}, as of ${formatMonthYear(reviewsAsOf, lang)}`;
};

/** What the clients-served figure is counted from, and when, as a sentence in each language. */
export const clientsCountedIn = (lang: Lang): string => {
  const { asOf, basis } = siteFacts.claims.entrepreneursServedSource;
  return lang === "ar"
    ? `عدد الموكلين محسوب من ${arabicSiteFacts.claims.entrepreneursServedBasis}، حتى ${formatMonthYear(asOf, lang)}.`
    : `Clients served counted from ${basis}, as of ${formatMonthYear(asOf, lang)}.`;
};

/** The base URL a build publishes under: SITE_URL when set, else the firm's own. */
export const resolveSiteUrl = (env: string | undefined = process.env.SITE_URL): string =>
  (env && env.trim() ? env.trim() : siteFacts.siteUrl).replace(/\/+$/, "");
