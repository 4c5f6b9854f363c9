import type { ServiceGroup } from "../content-model";
import type { Lang } from "../languages";
import { formatMonthYear, unbrokenTimeRanges } from "../lib/dates";
import { routes } from "../lib/routes";
import {
  arabicAtLeast,
  arabicDraftingClaim,
  arabicDraftingConditions,
  arabicDraftingGuaranteeLinkText,
  arabicFreeCall,
  arabicHours,
  arabicSiteFacts,
  draftingClaim,
  draftingConditions,
  draftingGuaranteeLinkText,
  siteFacts,
} from "../site-facts";
import { type IconNode, practiceIconOf } from "./practice-areas";
import { testimonialsIn, type Testimonial } from "./testimonials";

const { claims, callMinutes } = siteFacts;

/**
 * A link shown after a line of text; every line that makes the drafting claim carries `guaranteeLink`.
 * `to` is the page's path in English; the component that shows it puts it in the page's language.
 */
export interface TextLink {
  to: string;
  text: string;
  /** Words shown just before the link, which it completes (the guarantee's conditions). */
  lead?: string;
}

/** A link to another site, such as the public page of the reviews a claim counts. */
export interface ExternalLink {
  href: string;
  text: string;
}

/** A short titled paragraph (a pain point, a step), with an optional link after its text. */
export interface TextItem {
  title: string;
  text: string;
  link?: TextLink;
}

/** A figure and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

/** A card of the home page's services: it links to the service page that describes it. */
export interface HomeServiceCard {
  title: string;
  text: string;
  slug: string;
  /** The service's practice group's icon. */
  icon: IconNode;
  link?: TextLink;
}

/**
 * The home page's words, section by section, in one language. Claims come from the site facts.
 * gatsby-node puts them in the home page's context (src/data/page-texts.ts); the page hands them
 * to its sections as props, so they are never in the JavaScript bundle.
 */
export interface HomeTexts {
  seo: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** After the lead: the guarantee's conditions, the one place the home page gives them, and the link to its definition. */
    titleLink: TextLink;
    /** The card of claims beside the headline; `label` names it for screen readers. */
    trust: { label: string; rating: string; reviews: string; facts: readonly string[] };
  };
  painPoints: { title: string; lead: string; items: readonly TextItem[] };
  whyUs: { title: string; points: readonly string[] };
  approach: { title: string; items: readonly TextItem[] };
  /** The band of trust: the spec's heading, the figures, then what clients say. */
  testimonials: {
    title: string;
    stats: readonly Stat[];
    /** The carousel's accessible name. */
    label: string;
    items: readonly Testimonial[];
    /** Under the carousel, where the testimonials are shown in a language other than their clients'. */
    note?: string;
  };
  services: { title: string; lead: string; cards: readonly HomeServiceCard[] };
  steps: { title: string; items: readonly TextItem[] };
  closing: { title: string; text: string };
  /** Where the claims' figures come from, shown beside them: the client records counted, the public reviews. */
  claimSources: { clients: string; reviews: ExternalLink };
}

/** What each of the home page's sections (src/components/home/) is given: the page's words in its language. */
export interface HomeSectionProps {
  texts: HomeTexts;
}

/** The one link from every statement of the drafting claim to its definition in the terms. */
export const guaranteeLink: TextLink = {
  to: routes.draftingGuarantee,
  text: draftingGuaranteeLinkText,
  lead: `${draftingConditions.charAt(0).toUpperCase()}${draftingConditions.slice(1)}.`,
};

/**
 * The same link where the home page states the claim again (the drafting card, the last step): the hero gives
 * the conditions once, after its lead, and each later statement links to the definition without repeating them.
 */
export const guaranteeLinkAgain: TextLink = { to: guaranteeLink.to, text: guaranteeLink.text };

const arabicGuaranteeLink: TextLink = {
  to: routes.draftingGuarantee,
  text: arabicDraftingGuaranteeLinkText(),
  lead: `${arabicDraftingConditions()}.`,
};

const arabicGuaranteeLinkAgain: TextLink = { to: arabicGuaranteeLink.to, text: arabicGuaranteeLink.text };

/** "on Google, as of November 2026": where the reviews are and when they were counted, in each language. */
export const reviewsSourceIn = (lang: Lang): string => {
  const { reviewPlatform, reviewsAsOf } = claims;
  return lang === "ar"
    ? `على ${reviewPlatform}، حتى ${formatMonthYear(reviewsAsOf, lang)}`
    : `on ${reviewPlatform}, as of ${formatMonthYear(reviewsAsOf, lang)}`;
};

/** What the clients-served figure is counted from, and when, as a sentence in each language. */
const clientsCountedIn = (lang: Lang): string => {
  const { asOf, basis } = claims.entrepreneursServedSource;
  return lang === "ar"
    ? `عدد الموكلين محسوب من ${arabicSiteFacts.claims.entrepreneursServedBasis}، حتى ${formatMonthYear(asOf, lang)}.`
    : `Clients served counted from ${basis}, as of ${formatMonthYear(asOf, lang)}.`;
};

/** "on Google, as of November 2026": where the reviews are and when they were counted. */
export const reviewsSource = reviewsSourceIn("en");

const clientsLabel = "entrepreneurs served as clients";

/**
 * The service pages the cards describe, in the cards' order, with each one's practice group (as its
 * content file says: __tests__/data/home.test.ts checks), whose icon the card shows.
 */
const cardServices = {
  drafting: { slug: "24-hour-uae-legal-agreements-drafting-in-dubai", group: "companies-and-contracts" },
  setup: { slug: "business-setup-in-dubai-and-the-uae", group: "companies-and-contracts" },
  compliance: { slug: "online-legal-counselling-in-dubai", group: "companies-and-contracts" },
  disputes: { slug: "assistance-representation-in-dubai-and-uae-legal-system-2", group: "disputes-and-recovery" },
  ip: {
    slug: "legal-consultation-and-representation-in-intellectual-property-law-uae",
    group: "companies-and-contracts",
  },
  employment: {
    slug: "legal-consultation-and-representation-in-employment-law-uae",
    group: "employment-immigration-and-personal",
  },
  realEstate: {
    slug: "legal-consultation-and-representation-in-real-estate-law-uae",
    group: "property-construction-and-energy",
  },
} as const satisfies Record<string, { slug: string; group: ServiceGroup }>;

/** A card's link and icon: the service page it describes, and that service's practice group's icon. */
const cardOf = (service: keyof typeof cardServices) => ({
  slug: cardServices[service].slug,
  icon: practiceIconOf(cardServices[service].group),
});

const english: HomeTexts = {
  seo: {
    title: "Business Lawyers in Dubai and the UAE",
    // No claim in the snippet: a search result or a shared link cannot carry the guarantee's conditions.
    description: `Advocates and legal consultants for entrepreneurs in Dubai and the UAE: company setup, contracts, compliance and disputes. Book a free ${callMinutes}-minute call.`,
  },
  hero: {
    eyebrow: "Advocates & legal consultants in Dubai, Abu Dhabi and Fujairah",
    title: `${draftingClaim}.`,
    titleLink: guaranteeLink,
    lead: "Clear, fast legal work for entrepreneurs and growing businesses: company setup, contracts, compliance and disputes, with a named lawyer you can reach by phone.",
    trust: {
      label: "Why clients trust us",
      rating: `${claims.reviewRating} out of 5`,
      reviews: `from ${claims.reviewCount} five-star reviews ${reviewsSource}`,
      // The cities are in the eyebrow beside it, the figures in the sections below: the card adds the hours.
      facts: [unbrokenTimeRanges(siteFacts.workingHours.label)],
    },
  },
  painPoints: {
    title: "Legal work should not stall your business",
    lead: "Most founders we meet have lost weeks to the same problems.",
    items: [
      {
        title: "Waiting weeks for a contract",
        text: "Deals cool off while a draft sits in someone's inbox. You need a signed agreement while the other side is still keen.",
      },
      {
        title: "Unclear rules and approvals",
        text: "Mainland or free zone, which licence, which visa: the wrong choice early costs money and months later.",
      },
      {
        title: "Templates that do not fit UAE law",
        text: "Contracts copied from abroad can be unenforceable here, or fail when a court needs an Arabic version.",
      },
      {
        title: "Fees you cannot predict",
        text: "Without an agreed scope, every question becomes a cost you cannot plan for. You should know the scope and the price before work starts.",
      },
    ],
  },
  whyUs: {
    title: "Why entrepreneurs choose us",
    points: [
      "Advocates and legal consultants under one roof, from first advice to court: our legal consultants advise and draft, and in the onshore UAE courts you are represented by our UAE-national advocates, who hold rights of audience under Federal Decree-Law No. 34 of 2022",
      "Drafting in English and Arabic, ready for UAE authorities and courts",
      "Scope and fees agreed in writing before any work begins",
    ],
  },
  approach: {
    title: "How we work with you",
    items: [
      {
        title: "One point of contact for your file",
        text: "One named lawyer is your point of contact from the first call onwards and tells you who does what: our legal consultants advise and draft, and our UAE-national advocates appear for you in the onshore courts.",
      },
      {
        title: "Plain English, no surprises",
        text: "We explain your options, the risks and the costs in words you can act on, and we put them in writing.",
      },
      {
        title: "Confidential by default",
        text: `Our professional duty of confidentiality covers what you tell us from the free ${callMinutes}-minute call onwards, whether or not you go on to instruct us.`,
      },
    ],
  },
  testimonials: {
    title: `Trusted By Over ${claims.entrepreneursServed} Entrepreneurs and Counting...`,
    stats: [
      { value: claims.entrepreneursServed, label: clientsLabel },
      { value: claims.reviewCount, label: `five-star reviews, rated ${claims.reviewRating} ${reviewsSource}` },
    ],
    label: "Testimonials",
    items: testimonialsIn("en"),
  },
  services: {
    title: "Done-For-You Business Services",
    lead: "Tell us what you need; we draft, file and follow through.",
    cards: [
      {
        title: "24-hour legal document drafting",
        text: `${draftingClaim}.`,
        ...cardOf("drafting"),
        link: guaranteeLinkAgain,
      },
      {
        title: "Business setup assistance",
        text: "Mainland or free zone company formation, licences and founder visas, start to finish.",
        ...cardOf("setup"),
      },
      {
        title: "Legal compliance guidance",
        text: "Stay on the right side of UAE corporate, tax, labour and data-protection rules.",
        ...cardOf("compliance"),
      },
      {
        title: "Contract review and negotiation",
        text: "Know what you are signing: we review terms, flag risks and negotiate better ones.",
        ...cardOf("drafting"),
      },
      {
        title: "Dispute resolution",
        text: "Mediation, negotiation and, where needed, representation before the UAE courts.",
        ...cardOf("disputes"),
      },
      {
        title: "Intellectual property protection",
        text: "Protect your brand, content and know-how with registrations and well-drafted agreements.",
        ...cardOf("ip"),
      },
      {
        title: "Employment law services",
        text: "Employment contracts, policies and disputes under the UAE labour law, for employers and employees.",
        ...cardOf("employment"),
      },
      {
        title: "Real estate law",
        text: "Sale and purchase agreements, leases and disputes over property in Dubai and the UAE.",
        ...cardOf("realEstate"),
      },
    ],
  },
  steps: {
    title: "Three steps to your documents",
    items: [
      {
        title: "Book a free call",
        text: `Choose a time for a free ${callMinutes}-minute call and tell us what you need.`,
      },
      {
        title: "Case analysis",
        text: "We analyse your situation, explain your options and agree the scope and fee in writing.",
      },
      {
        title: "Get your documents",
        text: `${draftingClaim}, counted from your complete instructions.`,
        link: guaranteeLinkAgain,
      },
    ],
  },
  closing: {
    title: "Talk to a lawyer this week",
    text: `A free ${callMinutes}-minute call, no obligation: bring your question, leave with a plan.`,
  },
  claimSources: {
    clients: clientsCountedIn("en"),
    reviews: { href: claims.reviewsUrl, text: `Read the reviews on ${claims.reviewPlatform}` },
  },
};

const arabicClaim = arabicDraftingClaim();
const arabicReviewsSource = reviewsSourceIn("ar");
const arabicClientsLabel = "رائد أعمال خدمناهم موكّلين لدينا";
/** «دبي وأبوظبي والفجيرة». */
const arabicCities = arabicSiteFacts.offices.map((office) => office.city).join(" و");

const arabic: HomeTexts = {
  seo: {
    title: "محامون ومستشارون قانونيون للأعمال في دبي ودولة الإمارات",
    description: `محامون ومستشارون قانونيون لروّاد الأعمال في دبي ودولة الإمارات: تأسيس الشركات والعقود والامتثال والنزاعات. احجز ${arabicFreeCall()}.`,
  },
  hero: {
    eyebrow: `محامون ومستشارون قانونيون في ${arabicCities}`,
    title: `${arabicClaim}.`,
    titleLink: arabicGuaranteeLink,
    lead: "عمل قانوني واضح وسريع لروّاد الأعمال والشركات الآخذة في النمو: تأسيس الشركات والعقود والامتثال والنزاعات، مع محامٍ محدد يمكنك التواصل معه هاتفيًا.",
    trust: {
      label: "لماذا يثق بنا موكلونا",
      rating: `${claims.reviewRating} من 5`,
      reviews: `بناءً على ${arabicAtLeast(claims.reviewCount)} تقييم بخمس نجوم ${arabicReviewsSource}`,
      facts: [unbrokenTimeRanges(arabicSiteFacts.workingHours.label)],
    },
  },
  painPoints: {
    title: "لا ينبغي أن يعطّل العمل القانوني أعمالك",
    lead: "أغلب المؤسسين الذين نلتقيهم خسروا أسابيع بسبب المشكلات نفسها.",
    items: [
      {
        title: "انتظار العقد أسابيع",
        text: "تفتر الصفقات بينما تنتظر المسودة في بريد أحدهم. وأنت تحتاج إلى اتفاقية موقّعة ما دام الطرف الآخر متحمسًا.",
      },
      {
        title: "قواعد وموافقات غير واضحة",
        text: "البر الرئيسي أم المنطقة الحرة، وأي رخصة، وأي تأشيرة؟ الاختيار الخاطئ في البداية يكلّفك لاحقًا مالًا وشهورًا.",
      },
      {
        title: "نماذج لا تناسب قانون دولة الإمارات",
        text: "العقود المنقولة من الخارج قد لا تكون قابلة للتنفيذ هنا، أو تتعثر حين تطلب المحكمة نسخة عربية منها.",
      },
      {
        title: "أتعاب لا يمكنك توقّعها",
        text: "دون نطاق عمل متفق عليه، يصبح كل سؤال تكلفة لا يمكنك التخطيط لها. ومن حقك أن تعرف نطاق العمل وتكلفته قبل أن يبدأ.",
      },
    ],
  },
  whyUs: {
    title: "لماذا يختارنا روّاد الأعمال",
    points: [
      "محامون ومستشارون قانونيون تحت سقف واحد، من المشورة الأولى حتى المحكمة: يتولى مستشارونا القانونيون المشورة والصياغة، ويمثّلك أمام المحاكم الاتحادية والمحلية في الدولة محامونا من مواطني دولة الإمارات، الذين يحق لهم الترافع أمامها بموجب المرسوم بقانون اتحادي رقم (34) لسنة 2022 في شأن تنظيم مهنتي المحاماة والاستشارات القانونية",
      "صياغة باللغتين العربية والإنجليزية، جاهزة للتقديم إلى الجهات الرسمية والمحاكم في الدولة",
      "الاتفاق كتابيًا على نطاق العمل والأتعاب قبل البدء بأي عمل",
    ],
  },
  approach: {
    title: "كيف نعمل معك",
    items: [
      {
        title: "جهة اتصال واحدة لملفك",
        text: "يكون محامٍ واحد، تعرفه بالاسم، جهة اتصالك منذ المكالمة الأولى، ويخبرك بمن يتولى كل مهمة: يتولى مستشارونا القانونيون المشورة والصياغة، ويترافع عنك محامونا من مواطني الدولة أمام المحاكم الاتحادية والمحلية في الدولة.",
      },
      {
        title: "لغة واضحة، بلا مفاجآت",
        text: "نشرح لك خياراتك والمخاطر والتكاليف بعبارات تستطيع أن تبني عليها قرارك، ونضع ذلك كله كتابةً.",
      },
      {
        title: "السرية هي الأصل",
        text: `يشمل واجبنا المهني في الحفاظ على السرية ما تخبرنا به بدءًا من ${arabicFreeCall()} فصاعدًا، سواء كلّفتنا بعد ذلك أم لم تكلّفنا.`,
      },
    ],
  },
  testimonials: {
    title: `يثق بنا ${arabicAtLeast(claims.entrepreneursServed)} رائد أعمال، والعدد في ازدياد`,
    stats: [
      // «أكثر من 1,136», as the heading says it: a trailing "+" reads "+1,136" in right-to-left text.
      { value: arabicAtLeast(claims.entrepreneursServed), label: arabicClientsLabel },
      {
        value: arabicAtLeast(claims.reviewCount),
        label: `تقييم بخمس نجوم، بمعدل ${claims.reviewRating} ${arabicReviewsSource}`,
      },
    ],
    label: "آراء الموكلين",
    items: testimonialsIn("ar"),
    note: "كتب موكلونا هذه الآراء بالإنجليزية، وننشرها هنا مترجمةً إلى العربية.",
  },
  services: {
    title: "خدمات أعمال ننجزها عنك بالكامل",
    lead: "أخبرنا بما تحتاج إليه، ونتولى نحن الصياغة والتقديم والمتابعة.",
    cards: [
      {
        title: `صياغة المستندات القانونية خلال ${arabicHours(claims.draftingHours)}`,
        text: `${arabicClaim}.`,
        ...cardOf("drafting"),
        link: arabicGuaranteeLinkAgain,
      },
      {
        title: "المساعدة في تأسيس الشركات",
        text: "تأسيس الشركات في البر الرئيسي أو في المناطق الحرة، والرخص وتأشيرات المؤسسين، من البداية إلى النهاية.",
        ...cardOf("setup"),
      },
      {
        title: "الإرشاد في الامتثال القانوني",
        text: "التزم بقواعد دولة الإمارات في الشركات والضرائب والعمل وحماية البيانات.",
        ...cardOf("compliance"),
      },
      {
        title: "مراجعة العقود والتفاوض عليها",
        text: "اعرف ما توقّع عليه: نراجع الشروط وننبّهك إلى المخاطر ونتفاوض على شروط أفضل.",
        ...cardOf("drafting"),
      },
      {
        title: "تسوية النزاعات",
        text: "الوساطة والتفاوض، والتمثيل أمام المحاكم في الدولة عند الحاجة.",
        ...cardOf("disputes"),
      },
      {
        title: "حماية الملكية الفكرية",
        text: "احمِ علامتك التجارية ومحتواك وخبراتك الفنية بالتسجيل وباتفاقيات محكمة الصياغة.",
        ...cardOf("ip"),
      },
      {
        title: "خدمات قانون العمل",
        text: "عقود العمل وسياساته ونزاعاته وفق قانون العمل في الدولة، لأصحاب العمل والعاملين.",
        ...cardOf("employment"),
      },
      {
        title: "القانون العقاري",
        text: "اتفاقيات البيع والشراء وعقود الإيجار والنزاعات العقارية في دبي ودولة الإمارات.",
        ...cardOf("realEstate"),
      },
    ],
  },
  steps: {
    title: "ثلاث خطوات إلى مستنداتك",
    items: [
      {
        title: "احجز مكالمة مجانية",
        text: `اختر موعدًا لإجراء ${arabicFreeCall()} وأخبرنا بما تحتاج إليه.`,
      },
      {
        title: "تحليل الحالة",
        text: "نحلّل وضعك ونشرح لك خياراتك ونتفق معك كتابيًا على نطاق العمل والأتعاب.",
      },
      {
        title: "استلم مستنداتك",
        text: `${arabicClaim}، ويبدأ احتساب المدة من وصول تعليماتك الكاملة.`,
        link: arabicGuaranteeLinkAgain,
      },
    ],
  },
  closing: {
    title: "تحدّث إلى محامٍ هذا الأسبوع",
    text: `${arabicFreeCall()} دون أي التزام: اطرح سؤالك، واخرج بخطة واضحة.`,
  },
  claimSources: {
    clients: clientsCountedIn("ar"),
    reviews: { href: claims.reviewsUrl, text: `اقرأ التقييمات على ${claims.reviewPlatform}` },
  },
};

/** The home page's words in each language (src/data/page-texts.ts gives gatsby-node the page's own). */
export const homeTexts: Record<Lang, HomeTexts> = { en: english, ar: arabic };

/** The English home page's words (tests and checks read them). */
export const home = homeTexts.en;

/** Where the English claims' figures come from. */
export const claimSources = home.claimSources;
