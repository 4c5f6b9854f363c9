/**
 * The firm's facts: the one place they are written down.
 * Pages, templates, structured data and gatsby-config all read them from here.
 *
 * Values marked SAMPLE are neutral placeholders (the specification leaves them
 * out); replace them before launch. See docs/before-launch.md.
 */

export interface Office {
  city: string;
  emirate: string;
  /** SAMPLE: the office's licence to practise, from the authority that regulates advocates in that emirate. */
  licence: { number: string; authority: string };
  /** SAMPLE: the office's postal address as published (in Arabic: arabicSiteFacts; both: officeAddress). */
  address: string;
}

/** The grammatical gender a person's title and role take in Arabic («المؤسِّس» / «المؤسِّسة»). */
export type GrammaticalGender = "masculine" | "feminine";

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
  /**
   * SAMPLE: the number clients reach on WhatsApp, as wa.me writes it: the country code and number, digits only
   * (971…); linked as https://wa.me/<number> beside the phone (booking card, booking bar, footer).
   * Empty: no WhatsApp link anywhere.
   */
  whatsapp: string;
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
    /** The grammatical gender their Arabic title and role take. */
    grammaticalGender: GrammaticalGender;
    jobTitle: string;
    qualifications: readonly string[];
    licence: { role: string; authority: string; number: string };
    /** The languages they advise in, as their card lists them. */
    languages: readonly string[];
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
  whatsapp: "971500000000",
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
      address: "Office 000, Example Building, Al Maryah Island, Abu Dhabi, United Arab Emirates",
    },
    {
      city: "Fujairah",
      emirate: "Fujairah",
      licence: { number: "000000", authority: "UAE Ministry of Justice" },
      address: "Office 000, Example Building, Hamad Bin Abdullah Road, Fujairah, United Arab Emirates",
    },
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
    grammaticalGender: "feminine",
    jobTitle: "Founder and Managing Partner",
    qualifications: ["Sample qualification: the founder's law degree and university, to be supplied by the firm"],
    licence: { role: "advocate", authority: "Government of Dubai Legal Affairs Department", number: "000000" },
    languages: ["English", "Arabic"],
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

/** A lawyer of the firm who can sign an insight (its `author` field holds the id). */
export interface Person {
  /** What an insight's frontmatter writes: lower-case words joined by hyphens, never changed once used. */
  id: string;
  name: string;
  jobTitle: string;
  /** The page that presents them: the foundation page for the founder. */
  page: string;
}

/** The firm's people who write insights; a lawyer who joins is added here with their page. */
export const people: readonly Person[] = [
  { id: "founder", name: siteFacts.founder.name, jobTitle: siteFacts.founder.jobTitle, page: "/foundation/" },
];

/** The person with this id, or undefined. */
export const personById = (id: string): Person | undefined => people.find((person) => person.id === id);

/** The drafting claim, in the one wording used wherever the site makes it (defined in the terms). */
export const draftingClaim = `Agreements drafted under UAE law within ${siteFacts.claims.draftingHours} hours, guaranteed`;

/** One office's licence as the site writes it: "licence No. …, issued by the …". */
export const licenceText = ({ licence }: Office) => `licence No. ${licence.number}, issued by the ${licence.authority}`;

/**
 * The guarantee's conditions (the terms define them), as a phrase shown wherever the claim is made,
 * before the link to the definition: the claim is never read without them.
 */
export const draftingConditions =
  "for the first English draft of an agreement type we list, once you have signed an engagement letter";

/** The words of the link from the claim to the guarantee's definition. */
export const draftingGuaranteeLinkText = `How the ${siteFacts.claims.draftingHours}-hour guarantee works`;

/**
 * The facts that are shown as words, in Arabic (issue 20): the same facts as `siteFacts`, whose
 * numbers, phone, e-mail and URLs stay single there. Offices and processors are in
 * `siteFacts`' order. Only the dictionaries (src/data/ui/ar.ts) and the page texts read this block,
 * at build time: no component imports it, so it never reaches a page's JavaScript.
 * Arabic pages name the firm and its people in Arabic script (`name`, `founder.name`: titles, Open Graph,
 * structured data, bylines), with the Latin name as structured data's alternateName; products keep their
 * Latin names. Arabic legal titles follow content/GLOSSARY.md.
 */
export interface ArabicSiteFacts {
  /** SAMPLE: the firm's name in Arabic script, as licensed (the Arabic pages' logo, texts and structured data). */
  name: string;
  /** SAMPLE: the short form of `name`, for the logo on Arabic pages. */
  shortName: string;
  description: string;
  blurb: string;
  offices: readonly {
    city: string;
    emirate: string;
    /** SAMPLE: the licensing authority of siteFacts.offices[i].licence, in its official Arabic name. */
    licenceAuthority: string;
    /** SAMPLE: siteFacts.offices[i].address in Arabic, as published. */
    address: string;
  }[];
  workingHours: { label: string };
  /** SAMPLE: siteFacts.founder's words in Arabic. */
  founder: {
    /** Their name in Arabic script, as they write it. */
    name: string;
    /** Their title, in the grammatical gender of each (siteFacts.founder.grammaticalGender chooses). */
    jobTitle: Record<GrammaticalGender, string>;
    qualifications: readonly string[];
    /** What the licence allows, as the licence sentence names it ("practising as an advocate"). */
    licenceRole: string;
    licenceAuthority: string;
    /** siteFacts.founder.languages in Arabic, in the same order. */
    languages: readonly string[];
  };
  /** SAMPLE: the legal entity's name and legal form in Arabic script, as licensed, and its registered address. */
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
  name: "ميريديان للمحاماة والاستشارات القانونية",
  shortName: "ميريديان للمحاماة",
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
    {
      city: "أبوظبي",
      emirate: "أبوظبي",
      licenceAuthority: "دائرة القضاء في أبوظبي",
      address: "المكتب 000، مبنى المثال، جزيرة المارية، أبوظبي، الإمارات العربية المتحدة",
    },
    {
      city: "الفجيرة",
      emirate: "الفجيرة",
      licenceAuthority: "وزارة العدل في دولة الإمارات",
      address: "المكتب 000، مبنى المثال، شارع حمد بن عبدالله، الفجيرة، الإمارات العربية المتحدة",
    },
  ],
  workingHours: { label: "من الاثنين إلى الجمعة، من 09:00 إلى 18:00" },
  founder: {
    name: "ليلى المنصوري",
    jobTitle: { masculine: "المؤسِّس والشريك المدير", feminine: "المؤسِّسة والشريكة المديرة" },
    qualifications: ["مؤهل نموذجي: الشهادة في القانون والجامعة التي منحتها، يقدّمها المكتب لاحقًا"],
    licenceRole: "مزاولة مهنة المحاماة",
    licenceAuthority: "دائرة الشؤون القانونية لحكومة دبي",
    languages: ["الإنجليزية", "العربية"],
  },
  legalEntity: {
    name: "ميريديان للمحاماة والاستشارات القانونية (شركة مدنية)",
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

/** The founder's role as Arabic prose names it, in their grammatical gender: «مؤسِّسة المكتب». */
export const arabicFounderRole = (gender: GrammaticalGender = siteFacts.founder.grammaticalGender) =>
  gender === "feminine" ? "مؤسِّسة المكتب" : "مؤسِّس المكتب";

/** The founder's Arabic title, in their grammatical gender: «المؤسِّسة والشريكة المديرة». */
export const arabicFounderTitle = (gender: GrammaticalGender = siteFacts.founder.grammaticalGender) =>
  arabicSiteFacts.founder.jobTitle[gender];

/** The address of the office at `index` in `siteFacts.offices`, in each language (for the dictionaries). */
export const officeAddress = (index: number): { en: string; ar: string } => ({
  en: siteFacts.offices[index].address,
  ar: arabicSiteFacts.offices[index].address,
});

/** The office at `index` in `siteFacts.offices`, with its words in Arabic. */
export const arabicOffice = (index: number) => ({ ...siteFacts.offices[index], ...arabicSiteFacts.offices[index] });

/** The licence of the office at `index` in Arabic: «الترخيص رقم … الصادر عن …» (it reads after «بموجب» too). */
export const arabicLicenceText = (index: number) => {
  const office = arabicOffice(index);
  return `الترخيص رقم ${office.licence.number} الصادر عن ${office.licenceAuthority}`;
};

/** The guarantee's conditions in Arabic, shown wherever the claim is made (as `draftingConditions`). */
export const arabicDraftingConditions = () =>
  "للمسودة الأولى باللغة الإنجليزية لاتفاقية من الأنواع التي نذكرها، بعد توقيعك خطاب التكليف";

/** The words of the link from the claim to the guarantee's definition, in Arabic. */
export const arabicDraftingGuaranteeLinkText = () =>
  `كيف يعمل ضمان الصياغة خلال ${arabicHours(siteFacts.claims.draftingHours)}`;

/** The base URL a build publishes under: SITE_URL when set, else the firm's own. */
export const resolveSiteUrl = (env: string | undefined = process.env.SITE_URL): string =>
  (env && env.trim() ? env.trim() : siteFacts.siteUrl).replace(/\/+$/, "");
