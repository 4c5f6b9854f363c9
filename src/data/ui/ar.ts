import { languageFacts } from "../../languages";
import type { UiStrings } from "../ui-strings";
import {
  arabicDraftingClaim,
  arabicDraftingConditions,
  arabicDraftingGuaranteeLinkText,
  arabicFounderRole,
  arabicFounderTitle,
  arabicFreeCall,
  arabicHours,
  arabicLicenceText,
  arabicMonths,
  arabicOffice,
  arabicSiteFacts,
  arabicYears,
  siteFacts,
} from "../../site-facts";
import { unbrokenTimeRanges } from "../../lib/dates";
import { mapUrlOf } from "../../lib/map-link";

const { claims, founder, offices, privacy } = siteFacts;
const officesInArabic = offices.map((_, index) => arabicOffice(index));

/**
 * The Arabic interface: Modern Standard Arabic for UAE business readers, in the tone of the Arabic pages
 * (content/<folder>/ar/) and with content/GLOSSARY.md's terms. The firm and the founder are named in Arabic script
 * (site facts); other names (products, platforms) stay in Latin letters; digits are Western.
 */
export const ar: UiStrings = {
  seo: {
    keywords: "محامون، مستشارون قانونيون، عقود، الإمارات، دبي، خدمات قانونية",
    defaultImageAlt: `${arabicSiteFacts.name}: محامون ومستشارون قانونيون في دبي ودولة الإمارات`,
  },
  layout: { skipToContent: "انتقل إلى المحتوى الرئيسي" },
  // In English: the link carries lang="en", and its words are those of the page it leads to.
  languageSwitch: { label: languageFacts.en.name, ariaLabel: "Read this page in English" },
  firm: {
    name: arabicSiteFacts.name,
    shortName: arabicSiteFacts.shortName,
    alternateName: siteFacts.name,
    founderName: arabicSiteFacts.founder.name,
    founderJobTitle: arabicFounderTitle(),
    areaServed: arabicSiteFacts.areaServed,
    description: arabicSiteFacts.description,
  },
  people: { founder: { name: arabicSiteFacts.founder.name, jobTitle: arabicFounderTitle() } },
  header: { homeLink: "، الصفحة الرئيسية", menu: "القائمة", navLabel: "التنقل الرئيسي" },
  navigation: {
    foundation: "قصة تأسيسنا",
    services: "الخدمات",
    insights: "المستجدات القانونية",
    terms: "الشروط والأحكام",
    privacy: "سياسة الخصوصية",
    cookies: "سياسة ملفات تعريف الارتباط",
  },
  booking: {
    button: "احجز مكالمة",
    newTab: "تُفتح صفحة الحجز في علامة تبويب جديدة",
    note: arabicFreeCall(),
    noObligation: "دون أي التزام",
    barLabel: "احجز مكالمة مجانية",
    call: "اتصل",
  },
  footer: {
    blurb: arabicSiteFacts.blurb,
    quickLinks: "روابط سريعة",
    contact: "تواصل معنا",
    phone: "الهاتف:",
    whatsapp: "واتساب",
    officesIn: "مكاتبنا",
    offices: officesInArabic.map(({ city, licence, licenceAuthority, address }, index) => ({
      city,
      licence: `ترخيص رقم ${licence.number}، ${licenceAuthority}`,
      // The map finds the address as the English facts write it.
      ...(address ? { address, mapUrl: mapUrlOf(offices[index].address ?? address) } : {}),
    })),
    map: "خريطة مكتب {city}",
    mapLabel: "خريطة مكتب {city} (تُفتح خرائط Google في علامة تبويب جديدة)",
    email: "البريد الإلكتروني:",
    workingHoursHeading: "ساعات العمل",
    workingHours: unbrokenTimeRanges(arabicSiteFacts.workingHours.label),
    rightsReserved: "جميع الحقوق محفوظة.",
    cookieSettings: "إعدادات ملفات تعريف الارتباط",
  },
  breadcrumbs: { label: "مسار التنقل", home: "الرئيسية", services: "الخدمات", insights: "المستجدات القانونية" },
  document: {
    lastUpdated: "آخر تحديث: {date}",
    reviewed: "رُوجعت وفق قانون دولة الإمارات النافذ في {date}، بمراجعة {name}",
    onThisPage: "في هذه الصفحة",
    backToTop: "العودة إلى الأعلى",
    relatedServices: "خدمات ذات صلة",
    closingTitle: "تحدّث إلى محامٍ هذا الأسبوع",
    closingText: `${arabicFreeCall()} دون أي التزام: اطرح سؤالك، واخرج بخطة واضحة.`,
  },
  notFound: {
    goBack: "رجوع",
    homeLink: "الانتقال إلى الصفحة الرئيسية",
    servicesLink: "عرض جميع الخدمات",
    talkHeading: "تحدّث إلى محامٍ",
    orCall: "أو اتصل على",
    areasHeading: "مجالات ممارستنا",
  },
  carousel: {
    previous: "الرأي السابق",
    next: "الرأي التالي",
    slide: "{n} من {count}",
    show: "عرض الرأي {n} من {count}",
    review: "التقييم على {platform}، {date}",
  },
  founderCard: {
    label: arabicFounderRole(),
    name: arabicSiteFacts.founder.name,
    jobTitle: arabicFounderTitle(),
    licence: `ترخيص ${arabicSiteFacts.founder.licenceRole} رقم ${founder.licence.number}، ${arabicSiteFacts.founder.licenceAuthority}`,
    languages: `لغات المشورة: ${arabicSiteFacts.founder.languages.join(" و")}`,
    more: "لماذا أُسِّس المكتب",
  },
  serviceGrid: { learnMore: "اعرف المزيد" },
  mdx: {
    freeCall: arabicFreeCall(),
    founderQualifications: arabicSiteFacts.founder.qualifications,
    founderLicence: `ترخيص ${arabicSiteFacts.founder.licenceRole} رقم ${founder.licence.number}، الصادر عن ${arabicSiteFacts.founder.licenceAuthority}.`,
    firmLicence: officesInArabic.map((office, index) => `${arabicLicenceText(index)} (مكتب ${office.city})`).join("؛ "),
    workingHours: unbrokenTimeRanges(arabicSiteFacts.workingHours.label),
    draftingClaim: arabicDraftingClaim(),
    guaranteeLink: arabicDraftingGuaranteeLinkText(),
    draftingConditions: arabicDraftingConditions(),
    guaranteeHeading: `ضمان صياغة الاتفاقيات خلال ${arabicHours(claims.draftingHours)}`,
    draftingRemedy: arabicSiteFacts.claims.draftingRemedy,
    founderRole: arabicFounderRole(),
  },
  insights: {
    heading: "المستجدات القانونية",
    intro: "مستجدات قانونية يكتبها محامونا: ما الذي تغيّر في قانون دولة الإمارات، ومنذ متى، وما أثره على أعمالك.",
    topicHeading: "المستجدات القانونية: {topic}",
    allInsights: "جميع المستجدات القانونية",
    topicService: "خدمتنا: {topic}",
    empty: "لا توجد مستجدات هنا بعد.",
    paginationLabel: "صفحات المستجدات القانونية",
    pageOf: "الصفحة {n} من {count}",
    newer: "مستجدات أحدث",
    older: "مستجدات أقدم",
    by: "بقلم {name}",
    published: "نُشر في {date}",
    updated: "حُدّث في {date}",
    lawAsOf: "يعكس القانون النافذ في {date}",
    notYetReviewed: "لم يراجعه أحد محامي المكتب بعد",
    topics: "المواضيع",
    sources: "المصادر",
    generalInformation:
      "هذا التحديث معلومات عامة عن قانون دولة الإمارات، وليس استشارة في حالتك. للحصول على استشارة في قضيتك، احجز مكالمة.",
    latestOnTopic: "أحدث المستجدات في هذا الموضوع",
    moreOnTopic: "جميع المستجدات في هذا الموضوع",
  },
  legal: {
    controller: "المتحكم:",
    entityName: arabicSiteFacts.legalEntity.name,
    offices: officesInArabic.map((office, index) => ({
      label: `مكتب ${office.city}:`,
      licence: arabicLicenceText(index),
    })),
    address: "العنوان:",
    entityAddress: arabicSiteFacts.legalEntity.address,
    email: "البريد الإلكتروني:",
    phone: "الهاتف:",
    dpoNamed: "مسؤول حماية البيانات لدينا هو {name}، ويمكنك مراسلته على {email}.",
    dpoNone:
      "لم نعيّن مسؤولًا لحماية البيانات. وتوجب المادة (10) من قانون حماية البيانات الشخصية تعيينه متى كانت المعالجة " +
      "تنطوي على خطورة عالية على سرية البيانات الشخصية وخصوصيتها (كأن يكون ذلك بسبب استخدام تقنيات جديدة أو بسبب حجم " +
      "البيانات)، أو كانت تتضمن تقييمًا منهجيًا وشاملًا للبيانات الشخصية الحساسة، بما في ذلك التنميط والمعالجة المؤتمتة، " +
      "أو كانت تشمل حجمًا كبيرًا من البيانات الشخصية الحساسة. وقد قيّمنا عمليات المعالجة التي نجريها في ضوء هذه الحالات " +
      "وانتهينا إلى أن أيًّا منها لا ينطبق عليها؛ وإذا تغيّر ذلك، فسنعيّن مسؤولًا ونذكر اسمه هنا. وإلى ذلك الحين، تصل " +
      "الطلبات المرسلة إلى {email} إلى الشخص المسؤول عن حماية البيانات في المكتب.",
    retention: [
      {
        label: "بيانات الحجز والمكالمات",
        text: ` الخاصة بمن لا يصبحون موكلين لدينا: ${arabicMonths(privacy.retention.enquiryMonths)} بعد المكالمة المجانية، ثم تُحذف.`,
      },
      {
        label: "ملفات الموكلين",
        text: `، بما فيها بيانات الحجز والمكالمات الخاصة بمن يصبحون موكلين لدينا: ${arabicYears(privacy.retention.clientFileYears)} بعد إغلاق المسألة، أو مدة أطول ما دام القانون يوجب ذلك أو كانت هناك مطالبة قائمة.`,
      },
      {
        label: "بيانات التحليلات",
        text: ` (ولا تُجمع إلا إذا قبلت ملفات تعريف الارتباط الخاصة بالتحليلات): ${arabicMonths(privacy.retention.analyticsMonths)} في Google Analytics، ثم تحذفها Google.`,
      },
      {
        label: "سجلات الخادم",
        text: ": يحتفظ بها مزوّد الاستضافة لدينا للمدة المحددة في شروطه، ولا ننسخها ولا نحتفظ بها.",
      },
    ],
    processors: privacy.processors.map(({ name }, index) => ({
      name,
      text: `${arabicSiteFacts.processors[index].role}. وقد تُعالَج البيانات في ${arabicSiteFacts.processors[index].countries}.`,
    })),
    analyticsRetention: arabicMonths(privacy.retention.analyticsMonths),
  },
};
