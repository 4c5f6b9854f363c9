import type { ContentKind } from "../content-model";

/**
 * The interface's words: one dictionary per language (ui/en.ts, ui/ar.ts), both of this
 * type, so a key missing in either fails the typecheck.
 */
export interface UiStrings {
  /** Head tags every page carries (src/components/Seo.tsx). */
  seo: {
    keywords: string;
    /** The branded social card's description, for pages without a cover of their own. */
    defaultImageAlt: string;
  };
  layout: {
    /** The skip link at the top of every page. */
    skipToContent: string;
  };
  /**
   * The link to the same page in the other language (src/components/LanguageSwitch.tsx). Both words are in
   * the target language, as the link carries its `lang`: "العربية" on English pages, "English" on Arabic ones.
   */
  languageSwitch: {
    /** The visible word: the other language's own name. */
    label: string;
    /** The accessible name; it contains the label (WCAG 2.5.3, label in name). */
    ariaLabel: string;
  };
  /** The firm's and the founder's names in the page's language (Arabic script on Arabic pages), from the site facts. */
  firm: {
    name: string;
    /** The logo's words. */
    shortName: string;
    /** The firm's name in the other language, for structured data's alternateName. */
    alternateName: string;
    founderName: string;
    /** The founder's title (structured data's jobTitle). */
    founderJobTitle: string;
    /** The country the firm serves, named in the page's language (structured data's areaServed). */
    areaServed: string;
    /** What the firm does, in a sentence (structured data). */
    description: string;
  };
  /** The firm's people who sign insights (src/site-facts.ts `people`), by id: name and title in the page's language. */
  people: Record<string, { name: string; jobTitle: string }>;
  header: {
    /** Visually hidden after the logo: "Meridian Advocates, home page". Starts with its own comma. */
    homeLink: string;
    /** The mobile menu's toggle. */
    menu: string;
    /** The main navigation's accessible name. */
    navLabel: string;
  };
  /** The labels of src/data/navigation.ts's links (header and footer). */
  navigation: NavigationLabels;
  /** BookCallLink: the booking button and the note under it. */
  booking: {
    button: string;
    /** Visually hidden after the button's words, in brackets. */
    newTab: string;
    /** "Free 60-minute call", beside the header's button and under the others. */
    note: string;
    /** After the note under a button: "Free 60-minute call · no obligation". */
    noObligation: string;
    /** The phone booking bar's accessible name, and its call link's words before the number. */
    barLabel: string;
    call: string;
  };
  footer: {
    blurb: string;
    quickLinks: string;
    contact: string;
    /** Before the phone number, with its colon. */
    phone: string;
    /** The WhatsApp link's words: the service's name as the language writes it. */
    whatsapp: string;
    /** The heading over the offices. */
    officesIn: string;
    /** Each office of site-facts, in its order: the city, its licence line, and its address and map link when the facts hold one. */
    offices: readonly { city: string; licence: string; address?: string; mapUrl?: string }[];
    /** The map link's words ("Map of the {city} office"), and its accessible name, which `{city}` completes in both. */
    map: string;
    mapLabel: string;
    /** Before the e-mail address, with its colon. */
    email: string;
    workingHoursHeading: string;
    workingHours: string;
    /** After "© 2026 Meridian Advocates & Legal Consultants.". */
    rightsReserved: string;
    cookieSettings: string;
  };
  /** The trail above a service or legal document (and its BreadcrumbList): the nav's name and the first crumbs. */
  breadcrumbs: {
    label: string;
    home: string;
    services: string;
    insights: string;
  };
  /** The dates under a document's title. `{date}` is the date, `{name}` the reviewer. */
  document: {
    lastUpdated: string;
    reviewed: string;
    /** The list of a document's sections: in the side column, and the collapsible list on phones. */
    onThisPage: string;
    backToTop: string;
    relatedServices: string;
    /** The band at the end of a service page. */
    closingTitle: string;
    closingText: string;
  };
  /** The not-found page's actions (the cards' words are the page's own texts, src/data/not-found.ts). */
  notFound: {
    goBack: string;
    homeLink: string;
    servicesLink: string;
    /** Above the booking button and the phone. */
    talkHeading: string;
    /** Before the phone number. */
    orCall: string;
    /** Above the links to the practice areas. */
    areasHeading: string;
  };
  /** The testimonial carousel. `{n}` and `{count}` are numbers, `{platform}` the review site, `{date}` its date. */
  carousel: {
    previous: string;
    next: string;
    slide: string;
    show: string;
    review: string;
  };
  /** The founder's card (src/components/FounderCard.tsx): on the home page and the foundation page, from the site facts. */
  founderCard: {
    /** The card's accessible name: "Our founder". */
    label: string;
    name: string;
    jobTitle: string;
    licence: string;
    /** "Advises in English and Arabic." */
    languages: string;
    /** The link to the foundation page (home page only). */
    more: string;
  };
  serviceGrid: {
    /** After each card's text, followed by an arrow. */
    learnMore: string;
  };
  /** What the MDX components every document may use render (src/components/MdxComponents.tsx). */
  mdx: {
    freeCall: string;
    founderQualifications: readonly string[];
    founderLicence: string;
    /** Every office's licence, after "under" / «بموجب». */
    firmLicence: string;
    workingHours: string;
    draftingClaim: string;
    /** The link after the claim, in brackets, in running text. */
    guaranteeLink: string;
    /** The guarantee's conditions, shown with every statement of the claim. */
    draftingConditions: string;
    guaranteeHeading: string;
    draftingRemedy: string;
    /** The founder's role in running text ("our founder", «مؤسِّسة المكتب»), in their grammatical gender. */
    founderRole: string;
  };
  /** The legal documents' fact components (src/components/LegalFacts.tsx). */
  /**
   * The insights (legal updates): their lists, the article's facts, and the latest updates on a service page.
   * `{date}` is a date, `{name}` the author, `{topic}` a service's title, `{n}` and `{count}` page numbers.
   */
  insights: {
    heading: string;
    intro: string;
    topicHeading: string;
    allInsights: string;
    /** On a topic's list: the link to the service the topic is, "{topic}" its title. */
    topicService: string;
    empty: string;
    paginationLabel: string;
    pageOf: string;
    newer: string;
    older: string;
    by: string;
    published: string;
    updated: string;
    lawAsOf: string;
    /** Instead of lawAsOf while no lawyer of the firm has reviewed the update. */
    notYetReviewed: string;
    topics: string;
    sources: string;
    /** Under every article: it informs, it does not advise on a reader's own case. */
    generalInformation: string;
    /** The heading of the latest updates on a service page. */
    latestOnTopic: string;
    moreOnTopic: string;
  };
  legal: {
    controller: string;
    entityName: string;
    /** Each office: its label ("Dubai office:") and its licence. */
    offices: readonly { label: string; licence: string }[];
    address: string;
    entityAddress: string;
    email: string;
    phone: string;
    /** When an officer is appointed; `{name}`, `{email}`. */
    dpoNamed: string;
    /** When none is; `{email}` is the firm's written contact. */
    dpoNone: string;
    /** Each kind of data: its bold label, then the rest of the item (starting with its own space or punctuation). */
    retention: readonly { label: string; text: string }[];
    /** Each processor of site-facts: its name (bold), then what it does and where. */
    processors: readonly { name: string; text: string }[];
    /** "14 months": how long Google Analytics keeps its data. */
    analyticsRetention: string;
  };
}

export interface NavigationLabels {
  foundation: string;
  services: string;
  insights: string;
  terms: string;
  privacy: string;
  cookies: string;
}

/**
 * The groups of words only some pages use: `mdx` on the pages with an MDX body, `legal` on the legal documents,
 * `insights` on the insights' pages and the service pages (which list the latest updates).
 */
export type DocumentWords = "mdx" | "legal" | "insights";

/**
 * The words a page's data carries: every group but those its page does not use (gatsby-node.ts
 * chooses), so the home page's data does not carry the privacy policy's sentences.
 */
export type PageUiStrings = Omit<UiStrings, DocumentWords> & Partial<Pick<UiStrings, DocumentWords>>;

/**
 * The groups a page's template uses beyond every page's: an MDX body's components use `mdx`, the legal
 * documents' fact components `legal`; the pages of src/pages/ (no `kind`) neither. Read by gatsby-node.ts.
 */
export const documentWordsOf = (kind?: ContentKind): DocumentWords[] => {
  switch (kind) {
    case undefined:
      return [];
    case "legal":
      return ["mdx", "legal"];
    case "service":
    case "insight":
      return ["mdx", "insights"];
    default:
      return ["mdx"];
  }
};

/** A dictionary with only the document groups `keep`. */
export const uiStringsWith = (ui: UiStrings, keep: readonly DocumentWords[]): PageUiStrings => {
  const { mdx, legal, insights, ...everyPage } = ui;
  const groups = { mdx, legal, insights };
  return { ...everyPage, ...Object.fromEntries(keep.map((group) => [group, groups[group]])) };
};
