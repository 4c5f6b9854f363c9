import type { Lang } from "./languages";

/**
 * The content model: every kind of document an editor writes, declared once.
 *
 * Validation (src/content-pipeline/field-checks.ts), the GraphQL types (src/build/content-schema.ts),
 * the editors' reference's field tables (content/REFERENCE.md, checked by a test), the
 * new:service and new:insight scaffolds and the CMS configuration (src/cms/config.ts) are all derived from this module.
 * Adding a frontmatter field starts here; docs/architecture.md ("Adding a field to a service page") lists the rest.
 *
 * This module imports only types: scripts/new-service.mjs and scripts/new-insight.mjs load it without Gatsby's
 * TypeScript toolchain (see scripts/lib/content-model.mjs).
 */

/**
 * `choice`: one of `options`. `services`: a list of other services' file names (slugs).
 * `person`: the id of one of the people in the site facts (src/site-facts.ts, `people`).
 * `topics`: a list of service slugs (file names in content/services/en/).
 * `sources`: a list of { title, url } of the laws and official pages a document cites.
 */
export type FieldType = "text" | "date" | "integer" | "image" | "choice" | "services" | "person" | "topics" | "sources";

/** One value a "choice" field may take, and what the editor and the page show for it in each language. */
export interface ChoiceOption {
  value: string;
  label: Record<Lang, string>;
}

export interface FieldSpec {
  name: string;
  /** The label an editor sees (editor's guide, CMS). */
  label: string;
  type: FieldType;
  required: boolean;
  /** Used when an optional field is left out; the build warns when a `warnWhenMissing` field falls back to it. */
  default?: string;
  warnWhenMissing?: boolean;
  /**
   * A default worked out from the document or the site facts when the field is left out:
   * "{title}" stands for the document's title. One text per language.
   * Applied in one place, withDefaults in src/content-pipeline/field-checks.ts.
   */
  computedDefault?: Record<Lang, string>;
  /** Image fields: the narrowest picture accepted, in pixels, when not `minimumImageWidth`. */
  minimumWidth?: number;
  /**
   * Written again in each language (the CMS edits it side by side). A field without it is the
   * English page's alone: a translation takes it from its English twin and must not set it.
   */
  translated?: boolean;
  /**
   * May be left empty while the page is a draft, but the production build refuses the page without it
   * (src/build/review-status.ts): the legal review, which only a lawyer of the firm fills in.
   */
  requiredToPublish?: boolean;
  /** Text fields: several lines of prose (the CMS gives a text area), not a one-line value. */
  multiline?: boolean;
  /** Text fields: the fewest and the most characters it must hold (a description search engines show whole). */
  lengthRange?: { fewest: number; most: number };
  /** Choice fields: the values allowed, in the order the CMS and the page list them. */
  options?: readonly ChoiceOption[];
  /** Services fields: how many services it may name at most. */
  maxItems?: number;
  /** What the field is for, in an editor's words. */
  description: string;
  /** Lists (topics, sources) give an example list, which the guide's table shows as YAML writes it in one line. */
  example: string | number | readonly string[] | readonly { title: string; url: string }[];
}

/**
 * The rules a field's value must keep, as data: each rule's sentence is the one the CMS's help under the
 * field and the reference's field table say (fieldHelp), and src/content-pipeline/field-checks.ts checks each
 * rule (by its id) in the build and, through the same function, in the CMS before it saves. A rule
 * said to editors is therefore a rule both check, with the same words.
 */
export interface FieldRule {
  id: FieldRuleId;
  /** Whether the rule applies to a field. */
  appliesTo: (field: FieldSpec) => boolean;
  /** What the editor is told, in the terms of the form. */
  help: (field: FieldSpec) => string;
}

export type FieldRuleId =
  | "required"
  | "day"
  | "wholeNumber"
  | "oneOfOptions"
  | "person"
  | "pictureStored"
  | "pictureFormat"
  | "pictureWidth"
  | "topicsAreServices"
  | "relatedServices"
  | "sourceAddress"
  | "plainCharacters"
  | "lengthRange"
  | "textLength";

/**
 * The most characters a text field may hold. Three times the longest one written so far (a title of 98,
 * an alt text of 124, a source's title of 165, a description of 214): room for any real text, in Arabic
 * too, while a pasted document stops the build instead of landing in every page's head, the feed and the
 * sitemap.
 */
export const maxFieldLength = { line: 300, multiline: 1_000, sourceAddress: 2_000 } as const;

/** The most characters a text field of the model may hold. */
export const maxLengthOf = (field: FieldSpec): number =>
  field.multiline ? maxFieldLength.multiline : maxFieldLength.line;

/** Images an editor adds must be at least this wide (covers are shown up to 1,120 CSS px, 1,680 device px). */
export const minimumImageWidth = 1600;

/** The narrowest picture an image field accepts. */
export const minimumWidthOf = (field: FieldSpec): number => field.minimumWidth ?? minimumImageWidth;

const ofType =
  (...types: FieldType[]) =>
  (field: FieldSpec) =>
    types.includes(field.type);

export const fieldRules: readonly FieldRule[] = [
  // Said by the form, which marks every other field "(optional)", and by the reference's "Required?" column.
  { id: "required", appliesTo: (field) => field.required, help: () => "" },
  {
    id: "day",
    appliesTo: ofType("date"),
    help: () => "Write the day as YYYY-MM-DD, e.g. 2026-03-04, a day that exists.",
  },
  { id: "wholeNumber", appliesTo: ofType("integer"), help: () => "A whole number, e.g. 4." },
  { id: "oneOfOptions", appliesTo: ofType("choice"), help: () => "Pick one from the list." },
  { id: "person", appliesTo: ofType("person"), help: () => "Pick one of the firm's lawyers from the list." },
  {
    id: "pictureStored",
    appliesTo: ofType("image"),
    help: () => "Choose an image uploads a picture, or picks one uploaded before.",
  },
  { id: "pictureFormat", appliesTo: ofType("image"), help: () => "A JPEG, PNG or WebP picture." },
  {
    id: "pictureWidth",
    appliesTo: ofType("image"),
    help: (field) => `At least ${minimumWidthOf(field).toLocaleString("en")} px wide.`,
  },
  {
    id: "topicsAreServices",
    appliesTo: ofType("topics"),
    help: () => "Pick one or more services: type part of a service's title and choose it.",
  },
  {
    id: "relatedServices",
    appliesTo: ofType("services"),
    help: (field) => `Pick up to ${field.maxItems ?? "any number of"} services: type part of a title and choose it.`,
  },
  {
    id: "sourceAddress",
    appliesTo: ofType("sources"),
    help: () => "Each source needs a title and an address that starts with https://.",
  },
  {
    id: "plainCharacters",
    appliesTo: ofType("text"),
    help: () => "Plain text: no invisible control or direction characters (paste as plain text).",
  },
  {
    id: "lengthRange",
    appliesTo: (field) => field.lengthRange !== undefined,
    help: (field) => `Keep it ${field.lengthRange!.fewest} to ${field.lengthRange!.most} characters.`,
  },
  {
    id: "textLength",
    // A field with its own range says its most itself.
    appliesTo: (field) => field.type === "text" && field.lengthRange === undefined,
    help: (field) => `At most ${maxLengthOf(field).toLocaleString("en")} characters.`,
  },
];

/** The rules that apply to a field, in the order the help says them. */
export const rulesOf = (field: FieldSpec): readonly FieldRule[] => fieldRules.filter((rule) => rule.appliesTo(field));

/** A field's help, as the CMS shows it under the field and the reference's table says it: what it is for, then its rules. */
export const fieldHelp = (field: FieldSpec): string =>
  [field.description, ...rulesOf(field).map((rule) => rule.help(field))].filter(Boolean).join(" ");

export type ContentKind = "service" | "legal" | "page" | "insight";

export interface KindSpec {
  kind: ContentKind;
  /** The CMS and the editor's guide name the collection with this. */
  label: string;
  /** One document of the kind ("New Service" in the CMS). */
  labelSingular: string;
  /**
   * Folder under content/ (also the gatsby-source-filesystem instance name). Each language has
   * its own subfolder with the same file names: content/services/en/, content/services/ar/
   * (Decap CMS's multiple_folders layout).
   */
  folder: "services" | "legal" | "pages" | "insights";
  /**
   * "optional": a document may exist in one language only. Each language's file is then a whole
   * document (every field is `translated`); where both exist they are twins (hreflang both ways),
   * where one is missing there is no hreflang, no warning and no error. Left out, every page has its
   * English page and a translation in each language (src/content-pipeline/resolve-content.ts).
   */
  twins?: "optional";
  /** Template in src/templates/ that renders one document of this kind. */
  template: string;
  /** The page's URL for a file name (slug). */
  route: (slug: string) => string;
  fields: readonly FieldSpec[];
}

/**
 * The practice areas /services/ groups the services under, in the page's order: the `group` field's
 * options. A service page's "Related services" falls back to the services of its own group.
 */
export const serviceGroups = [
  {
    value: "companies-and-contracts",
    label: { en: "Companies and contracts", ar: "الشركات والعقود" },
  },
  {
    value: "disputes-and-recovery",
    label: { en: "Disputes and recovery", ar: "النزاعات والتحصيل" },
  },
  {
    value: "property-construction-and-energy",
    label: { en: "Property, construction and energy", ar: "العقارات والإنشاءات والطاقة" },
  },
  {
    value: "employment-immigration-and-personal",
    label: { en: "Employment, immigration and personal", ar: "العمل والإقامة والشؤون الشخصية" },
  },
  {
    value: "regulation-and-tax",
    label: { en: "Regulation and tax", ar: "التنظيم والضرائب" },
  },
] as const satisfies readonly ChoiceOption[];

export type ServiceGroup = (typeof serviceGroups)[number]["value"];

/** How many related services a service page shows. */
export const relatedServiceCount = 3;

/**
 * Every kind's title: written again in each language; the page's heading and its title in the browser tab and in
 * search results. A kind either requires it or names the title a page without one gets (and the build warns).
 */
const titleField = ({
  description,
  example,
  ...presence
}: Pick<FieldSpec, "description" | "example"> & ({ required: true } | { default: string })): FieldSpec => ({
  name: "title",
  translated: true,
  label: "Title",
  type: "text",
  ...("default" in presence
    ? { required: false, default: presence.default, warnWhenMissing: true }
    : { required: true }),
  description,
  example,
});

/** A description's length: whole in search results (about 160 characters), and more than a few words. */
export const descriptionLength = { fewest: 110, most: 160 } as const;

/** Every kind's description: written again in each language; the introduction under the heading and what search engines show. */
const descriptionField = ({ description, example }: Pick<FieldSpec, "description" | "example">): FieldSpec => ({
  name: "description",
  translated: true,
  label: "Description",
  type: "text",
  required: true,
  multiline: true,
  lengthRange: descriptionLength,
  description,
  example,
});

/** The picture an insight shows when it names no cover of its own (content/images/). */
export const defaultInsightCover = "insight-default.jpg";

export const contentModel: Record<ContentKind, KindSpec> = {
  service: {
    kind: "service",
    label: "Services",
    labelSingular: "Service",
    folder: "services",
    template: "src/templates/service.tsx",
    route: (slug) => `/services/${slug}/`,
    fields: [
      titleField({
        default: "Service",
        description:
          "The heading at the top of the page, the heading of the service's card on the services page, and the title in the browser tab and in search results (followed by \" | \" and the firm's name).",
        example: "Debt Recovery and Bounced Cheque Services in Dubai and the UAE",
      }),
      {
        name: "shortTitle",
        translated: true,
        label: "Short title",
        type: "text",
        required: false,
        description:
          'A short name for the service\'s card and the links to it, e.g. "Business setup". Left out, they use the title.',
        example: "Debt recovery",
      },
      descriptionField({
        description:
          "The text on the service's card, the introduction under the page heading, and the description search engines show.",
        example:
          "Company formation in Dubai and the UAE, on the mainland or in a free zone: legal form, memorandum of association, licences, UBO records, banking and visas.",
      }),
      {
        name: "order",
        label: "Order",
        type: "integer",
        required: false,
        description:
          "Sorts the services within their practice area on the services page: lowest first. Services with the same number are sorted by title.",
        example: 4,
      },
      {
        name: "group",
        label: "Practice area",
        type: "choice",
        required: true,
        options: serviceGroups,
        description: "The heading the services page lists the service under.",
        example: "disputes-and-recovery",
      },
      {
        name: "related",
        label: "Related services",
        type: "services",
        required: false,
        maxItems: relatedServiceCount,
        description: `Other services shown under "Related services" at the end of the page. Left out (or fewer than ${relatedServiceCount}), the page shows services of the same practice area.`,
        example: ["debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates"],
      },
      {
        name: "date",
        translated: true,
        label: "Last updated",
        type: "date",
        required: true,
        description:
          'Shown under the page heading as "Last updated". Change it when you make a real change to the service.',
        example: "2026-08-06",
      },
      {
        name: "reviewedOn",
        label: "Legal review date",
        type: "date",
        required: false,
        requiredToPublish: true,
        description:
          'The day a lawyer of the firm last checked the page against UAE law. With "Reviewed by", shown as "Reviewed for UAE law as of … by …"; without both, the page shows no review line and the production build refuses it as never reviewed. Change it only after such a review.',
        example: "2026-11-22",
      },
      {
        name: "reviewedBy",
        label: "Reviewed by",
        type: "text",
        required: false,
        requiredToPublish: true,
        description:
          'The lawyer of the firm who made that review: name and role. Set it together with "Legal review date", never for someone who has not read the page.',
        example: "Reviewer's name, Partner",
      },
      {
        name: "coverImage",
        label: "Cover image",
        type: "image",
        required: true,
        description: "The picture near the top of the service page, after its opening paragraphs.",
        example: "business-setup-in-dubai-and-the-uae.jpg",
      },
      {
        name: "coverAlt",
        translated: true,
        label: "Cover description (alt text)",
        type: "text",
        required: false,
        computedDefault: { en: "Cover illustration for {title}", ar: "صورة الغلاف لصفحة {title}" },
        description:
          'A description of the cover for people who cannot see it. Left out, it becomes "Cover illustration for" (on the Arabic page «صورة الغلاف لصفحة») followed by the title.',
        example: "Two people signing a company's memorandum of association at a desk",
      },
    ],
  },
  legal: {
    kind: "legal",
    label: "Legal documents",
    labelSingular: "Legal document",
    folder: "legal",
    template: "src/templates/legal.tsx",
    route: (slug) => `/legal/${slug}/`,
    fields: [
      titleField({
        default: "Legal Document",
        description: "The heading at the top of the page and the title in the browser tab and in search results.",
        example: "Terms and conditions",
      }),
      descriptionField({
        description: "The introduction under the page heading and the description search engines show.",
        example:
          "The terms that apply when you use our website, including the limits of the information we publish and how booking a free 60-minute call works.",
      }),
      {
        name: "lastUpdated",
        translated: true,
        label: "Last updated",
        type: "date",
        required: true,
        description: 'Shown under the page heading as "Last updated". Change it every time the text changes.',
        example: "2026-11-01",
      },
    ],
  },
  page: {
    kind: "page",
    label: "Pages",
    labelSingular: "Page",
    folder: "pages",
    template: "src/templates/page.tsx",
    route: (slug) => `/${slug}/`,
    fields: [
      titleField({
        required: true,
        description: "The heading at the top of the page and the title in the browser tab and in search results.",
        example: "Our foundation",
      }),
      descriptionField({
        description: "The introduction under the heading and the description search engines show.",
        example:
          "Why our firm was founded, how our founder approaches legal work, and the values behind fast, clear and bilingual legal help for UAE entrepreneurs.",
      }),
      {
        name: "portrait",
        label: "Portrait",
        type: "image",
        required: true,
        // Shown at most 420 CSS px wide: 840 device pixels on a 2x screen.
        minimumWidth: 840,
        description:
          "The founder's photograph, shown upright (4:5) on the founder's card on the home page and the foundation page. The picture the site ships with is a placeholder, which the live site's build refuses.",
        example: "founder-portrait.jpg",
      },
      {
        name: "portraitAlt",
        translated: true,
        label: "Portrait description (alt text)",
        type: "text",
        required: true,
        description: "A description of the portrait for people who cannot see it.",
        example: "Portrait of the founder smiling, in a dark suit, in front of a bookcase",
      },
    ],
  },
  insight: {
    kind: "insight",
    label: "Insights",
    labelSingular: "Insight",
    folder: "insights",
    template: "src/templates/insight.tsx",
    route: (slug) => `/insights/${slug}/`,
    twins: "optional",
    fields: [
      {
        name: "title",
        translated: true,
        label: "Title",
        type: "text",
        required: true,
        description:
          "The heading of the update, its title in the lists of updates and in the feed, and the title in the browser tab and in search results.",
        example: "Corporate tax: the late-registration penalty and how it is waived",
      },
      {
        name: "description",
        translated: true,
        label: "Summary",
        type: "text",
        required: true,
        multiline: true,
        description:
          "Two or three sentences on what changed and who it concerns: shown under the heading, in the lists of updates, in the feed and in search results.",
        example:
          "A company that registers late for corporate tax owes AED 10,000. The Federal Tax Authority waives it when the first return is filed on time.",
      },
      {
        name: "date",
        translated: true,
        label: "Published",
        type: "date",
        required: true,
        description: "The day the update is published: the lists show the newest first.",
        example: "2026-06-01",
      },
      {
        name: "updated",
        translated: true,
        label: "Updated",
        type: "date",
        required: false,
        description:
          'The day of the last real change to the text, shown as "Updated". Leave it out until there is one.',
        example: "2026-07-15",
      },
      {
        name: "author",
        translated: true,
        label: "Author",
        type: "person",
        required: true,
        description: "The lawyer who wrote the update.",
        example: "founder",
      },
      {
        name: "topics",
        translated: true,
        label: "Topics",
        type: "topics",
        required: true,
        description:
          "The services the update is about. The update is listed on those service pages and on their topic pages.",
        example: ["legal-consultation-and-representation-in-taxation-law-uae"],
      },
      {
        name: "sources",
        translated: true,
        label: "Sources",
        type: "sources",
        required: true,
        description:
          "Each law or official page the update relies on, listed under the text. Cite the official publication (uaelegislation.gov.ae, a ministry or authority), not a news story.",
        example: [
          {
            title: "Federal Tax Authority: Waiver of Penalties",
            url: "https://tax.gov.ae/en/about.fta/waiver.of.penalties.aspx",
          },
        ],
      },
      {
        name: "reviewedOn",
        translated: true,
        label: "Legal review date",
        type: "date",
        required: false,
        requiredToPublish: true,
        description:
          'The day a lawyer of the firm last checked the update against UAE law: shown as "Reflects the law as of …". Until it and "Reviewed by" are set, the update says "Not yet reviewed by a lawyer of the firm", and the live site refuses it.',
        example: "2026-11-22",
      },
      {
        name: "reviewedBy",
        translated: true,
        label: "Reviewed by",
        type: "text",
        required: false,
        requiredToPublish: true,
        description:
          'The lawyer of the firm who made that review: name and role. Set it together with "Legal review date".',
        example: "Reviewer's name, Partner",
      },
      {
        name: "coverImage",
        translated: true,
        label: "Cover image",
        type: "image",
        required: false,
        default: defaultInsightCover,
        description: "A picture for the update when it is shared. Left out, the updates' common picture is used.",
        example: "corporate-tax-registration.jpg",
      },
    ],
  },
};

/** Text the new:service scaffold writes; a document still holding it is not finished and does not publish. */
export const placeholderMarker = "Replace this";

export const contentKinds = Object.keys(contentModel) as ContentKind[];

/** The folder, from the repository's root, of one kind's documents in one language. */
export const contentFolder = (kind: ContentKind, lang: Lang): string => `content/${contentModel[kind].folder}/${lang}`;

/** The fields a translation writes again; the others it takes from its English twin. */
export const translatedFields = (kind: ContentKind): readonly FieldSpec[] =>
  contentModel[kind].fields.filter((field) => field.translated);

/** The kind of document a content folder (gatsby-source-filesystem instance) holds. */
export const kindOfFolder = (folder: string): ContentKind | undefined =>
  contentKinds.find((kind) => contentModel[kind].folder === folder);

/** A file name is the page's URL: lower-case words and digits joined by single hyphens. */
export const isKebabCase = (value: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/** The kebab-case slug for a title ("Wills & Probate" becomes "wills-and-probate"). */
export const toKebabCase = (value: string): string =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
