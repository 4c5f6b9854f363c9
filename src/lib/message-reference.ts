/**
 * The build messages' part of the editors' reference (content/REFERENCE.md), written out from the
 * messages the checks print (./build-messages.ts): each message's examples exactly as the build prints
 * them, then why it happens and its fix. Every message must have its entry here (the types say so), and
 * a test keeps the reference equal to what this writes. Kept out of build-messages.ts so that the CMS,
 * which runs the checks in the browser, does not carry the reference's prose.
 */
import { contentModel, minimumImageWidth, placeholderMarker } from "../content-model";
import { people } from "../site-facts";
import { contentCheckMessages, frontmatterMessages, translationMessages } from "./build-messages";
import { formatProblem } from "./content-validation";
import { frontmatterDelimiter } from "./frontmatter";

export const messageReferenceMarkers = {
  start: "<!-- messages (generated from src/lib/build-messages.ts) -->",
  end: "<!-- /messages -->",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = (...args: any[]) => string;

/** What the reference says of one message: its heading, examples as the build prints them, and what to do. */
interface Explained<Says extends Message> {
  title: string;
  examples: { file: string; field: string; args: Parameters<Says> }[];
  /** Words the build prints before the message, e.g. "warn " for a warning. */
  printedAfter?: string;
  /** A line the build prints before the list of messages. */
  printedBelow?: string;
  /** Why it happens and the fix, in Markdown. */
  explanation: string;
}

type ExplainedAll<Messages extends Record<string, Message>> = { [Id in keyof Messages]: Explained<Messages[Id]> };

const service = "content/services/en/debt-recovery-in-dubai.mdx";
/** What a page without a title is titled, by kind. */
const untitled = (kind: "service" | "legal") =>
  String(contentModel[kind].fields.find(({ name }) => name === "title")?.default);
const serviceTranslation = "content/services/ar/debt-recovery-in-dubai.mdx";

const contentCheckHelp: ExplainedAll<typeof contentCheckMessages> = {
  required: {
    title: "A required field is missing or empty",
    examples: [{ file: service, field: "description", args: [] }],
    explanation:
      "The field is not there, or has nothing after the colon. The tables above say which fields are required for each kind of page. **Fix:** add the line, with a value, between the two `---` lines. Check the spelling and capitals of the field name too (see the unknown field below).",
  },
  notADate: {
    title: "Not a date",
    examples: [
      { file: service, field: "date", args: ["04/03/2026"] },
      { file: "content/legal/en/terms.mdx", field: "lastUpdated", args: ["2026-11-31"] },
    ],
    explanation:
      "Dates must be written year-month-day with hyphens and two-digit months and days, and the day must exist (there is no 31 November or 30 February). **Fix:** write, for example, `date: 2026-03-04` for 4 March 2026, without quotation marks.",
  },
  imageNotFound: {
    title: "Image not found",
    examples: [
      { file: service, field: "coverImage", args: ["debt-recovery-in-dubai.jpeg"] },
      { file: "content/pages/en/foundation.mdx", field: "portrait", args: ["founder.jpg"] },
    ],
    explanation:
      "There is no picture with exactly that name in `content/images/`. Usual causes: a typing mistake; a different extension (`.jpeg` instead of `.jpg`); different capitals; a folder in front of the name (`images/debt-recovery-in-dubai.jpg`); or the picture was not committed. **Fix:** make the name in the file and the picture's file name identical, put the picture directly in `content/images/`, and commit it. For a service you can also run `npm run covers` to draw a placeholder. (The same message can also appear a little later in the build, as a GraphQL error; the fix is the same.)",
  },
  notAnImageName: {
    title: "Not an image file name",
    examples: [{ file: service, field: "coverImage", args: [["debt-recovery.jpg"]] }],
    explanation:
      "The value is not a single file name (here it was written as a list, on the next line with a `-` in front). **Fix:** write just the file name, on the same line: `coverImage: debt-recovery.jpg`.",
  },
  unreadableImage: {
    title: "An image that cannot be read",
    examples: [{ file: service, field: "coverImage", args: ["debt-recovery.jpg", "unsupported image format"] }],
    explanation:
      "The file is damaged or is not a picture. **Fix:** open it in an image editor and save it again as JPEG.",
  },
  imageFormat: {
    title: "An image in another format",
    examples: [{ file: service, field: "coverImage", args: ["debt-recovery.gif", "gif"] }],
    explanation: "**Fix:** save the picture as JPEG (photographs) or PNG, and write its new name.",
  },
  imageTooNarrow: {
    title: "An image too small",
    examples: [{ file: service, field: "coverImage", args: ["debt-recovery.jpg", 800, minimumImageWidth] }],
    explanation:
      "A smaller picture looks blurred on large screens. **Fix:** use a larger original of the picture (the message says how wide), or `npm run covers` for a drawn cover.",
  },
  notKebabCase: {
    title: "File name is not kebab-case",
    examples: [
      { file: "content/services/en/Debt Recovery.mdx", field: "file name", args: ["Debt Recovery", "debt-recovery"] },
    ],
    explanation:
      "**Fix:** rename the file as suggested: lower-case letters and digits, words joined by single hyphens. Remember that the file name becomes the page's web address.",
  },
  sameAddress: {
    title: "Two files with the same address",
    examples: [
      {
        file: "content/services/en/debt-recovery.mdx, content/services/en/debt-recovery.md",
        field: "file name",
        args: ["/services/debt-recovery/"],
      },
    ],
    explanation:
      "Two files would publish to the same address. This usually happens when a copy is left behind (often one `.md` and one `.mdx`). **Fix:** delete the file you do not want, or rename one of them.",
  },
  reservedAddress: {
    title: "A page would take one of the site's own addresses",
    examples: [{ file: "content/pages/en/admin.mdx", field: "file name", args: ["/admin/", "the CMS"] }],
    explanation:
      "A file's name is its address, and some addresses belong to the site itself: the home, services and not-found pages in both languages, `/admin/`, `/ar/`, `/legal/` and the folders the build writes. No two files of any kind or language may publish to one address either (see above). **Fix:** choose another file name.",
  },
  misspeltField: {
    title: "Unknown field, with the right spelling",
    examples: [{ file: service, field: "CoverAlt", args: ["coverAlt"] }],
    explanation:
      "Only the capitals are wrong. **Fix:** correct the field name exactly as suggested. If the misspelt field was a required one, you will also see the required-field message for it; correcting the name fixes both.",
  },
  unknownField: {
    title: "Unknown field",
    examples: [
      {
        file: service,
        field: "subtitle",
        args: [contentModel.service.fields.map(({ name }) => name)],
      },
    ],
    explanation:
      "The frontmatter has a field the site does not use; the message lists the fields allowed for that kind of page. A field from another kind of page also counts as unknown: services use `date`, legal pages use `lastUpdated`. **Fix:** correct the field name, or delete the line.",
  },
  notAWholeNumber: {
    title: "Not a whole number",
    examples: [
      { file: service, field: "order", args: [2.5] },
      { file: service, field: "order", args: ["3"] },
    ],
    explanation:
      "`order` must be a whole number written with digits, without quotation marks or decimals. **Fix:** `order: 3`. To put a service between 2 and 3, renumber the services after it instead.",
  },
  notText: {
    title: "Must be text",
    examples: [{ file: service, field: "title", args: [2026] }],
    explanation:
      'The value was read as a number (or as `true`/`false`, or a list) instead of text. **Fix:** put the text in double quotation marks: `title: "2026"`. It is best to quote every title, description and alt text.',
  },
  notAPerson: {
    title: "Not one of the firm's people",
    examples: [
      { file: "content/insights/en/e-invoicing.mdx", field: "author", args: [people.map(({ id }) => id), "Omar"] },
    ],
    explanation:
      "An insight's author is one of the people the site lists, by id. **Fix:** write one of the ids the message lists; a new author is added to the site by a developer first.",
  },
  notTopics: {
    title: "Topics that are not a list of services",
    examples: [{ file: "content/insights/en/e-invoicing.mdx", field: "topics", args: ["taxation"] }],
    explanation: "**Fix:** write each topic on its own line under `topics:`, with `- ` in front.",
  },
  unknownTopic: {
    title: "A topic that is no service",
    examples: [{ file: "content/insights/en/e-invoicing.mdx", field: "topics", args: [["taxation"]] }],
    explanation: "**Fix:** write the file name of a service page in `content/services/en/`, without `.mdx`.",
  },
  topicTwice: {
    title: "A topic named twice",
    examples: [{ file: "content/insights/en/e-invoicing.mdx", field: "topics", args: [] }],
    explanation: "**Fix:** delete the second line naming it.",
  },
  notSources: {
    title: "Sources that are not a list",
    examples: [{ file: "content/insights/en/e-invoicing.mdx", field: "sources", args: [] }],
    explanation:
      "**Fix:** write each source as a `- title:` line and a `url:` line under `sources:`, as the scaffold does.",
  },
  wrongSource: {
    title: "A source without its title or web address",
    examples: [
      {
        file: "content/insights/en/e-invoicing.mdx",
        field: "sources",
        args: [1, { title: "The official decision" }],
      },
    ],
    explanation: "**Fix:** give the source its official title and its full address, starting with `https://`.",
  },
  titleMissing: {
    printedAfter: "warn ",
    title: "Title missing (a warning, not an error)",
    examples: [
      { file: service, field: "title", args: [untitled("service")] },
      { file: "content/legal/en/terms.mdx", field: "title", args: [untitled("legal")] },
    ],
    explanation:
      'The build carries on and the page is published, but with the heading "Service" (or "Legal Document" for a legal page), which is almost never what you want. **Fix:** add a `title` line.',
  },
  wrongLawName: {
    title: "A law named in a form known to be wrong",
    examples: [
      {
        file: service,
        field: 'section "Bounced cheques"',
        args: [
          "Federal Law No. 50 of 2022",
          "Federal Decree-Law No. 50 of 2022 Issuing the Commercial Transactions Law",
        ],
      },
    ],
    explanation: "**Fix:** write the law as the message says. See [Naming UAE laws](#naming-uae-laws).",
  },
  scaffoldText: {
    title: "Unfinished content",
    examples: [{ file: service, field: 'section "The steps"', args: [placeholderMarker] }],
    explanation:
      'The page still holds text that `npm run new:service` or `npm run new:insight` wrote for you to replace; the build lists these lines under "Unfinished content". **Fix:** write the real text in that field or section.',
  },
};

const translationHelp: ExplainedAll<typeof translationMessages> = {
  setsEnglishField: {
    title: "A translation sets a field of its English page",
    examples: [{ file: serviceTranslation, field: "coverImage", args: [service] }],
    explanation:
      "The Arabic file has a field marked *No* in the *Translated?* column. **Fix:** delete that line from the Arabic file. To change the cover, the order or the legal review, change the English file: both pages use it.",
  },
  requiredInTranslation: {
    title: "A translation is empty or has a field missing",
    examples: [{ file: serviceTranslation, field: "title", args: [] }],
    explanation:
      "The Arabic file lacks a field marked *Yes, required*, or is empty (the required-field message above can name its other fields). The usual cause is a new page saved in the CMS before its Arabic form was filled in: the CMS writes the Arabic file anyway (see [Translating in the CMS](#translating-in-the-cms-both-languages-side-by-side)). **Fix:** write the Arabic title, description and date (and the body): in the CMS, in the Arabic form of the same page; in a text editor, in the Arabic file. Do not delete the file instead: the live site's build then stops on the missing translation.",
  },
  noEnglishPage: {
    title: "A translation without its English page",
    examples: [
      {
        file: "content/services/ar/debt-recovery.mdx",
        field: "file name",
        args: ["content/services/en/debt-recovery.mdx"],
      },
    ],
    explanation:
      "The Arabic file's name differs from its English page's (a typing mistake, or one of the two was renamed), or the English page was deleted. **Fix:** give the translation exactly the English file's name, or delete it with its English page.",
  },
  notInLanguageFolder: {
    title: "A file outside the language folders",
    examples: [
      {
        file: "content/services/debt-recovery-in-dubai.mdx",
        field: "file name",
        args: ["content/services/en", ["content/services/ar"]],
      },
    ],
    explanation:
      "A file was put straight into `content/services/` (or `legal/`, `pages/`). **Fix:** move it into `en/` if it is English, or `ar/` if it is the translation.",
  },
  missingTranslation: {
    printedBelow: "Not building for production: 1 problem to fix first.",
    printedAfter: "  - ",
    title: "A missing translation (the live site's build)",
    examples: [{ file: service, field: "translation", args: [serviceTranslation] }],
    explanation:
      "In `npm run develop`, `npm run build` and a draft's preview the same line is a warning and the English page is built; the live site is not built until every English page has its translation. **Fix:** write the translation it names.",
  },
  staleTranslation: {
    title: "A translation out of date (a warning)",
    printedAfter: "warn Translation out of date: ",
    examples: [
      { file: serviceTranslation, field: "date", args: ["2026-11-01", "reviewedOn", "2026-11-22", service, "date"] },
    ],
    explanation:
      "The English page changed, or was reviewed by a lawyer, after the translation's own date. The build carries on and publishes both pages. **Fix:** compare the two pages, bring the Arabic text up to date, then set the translation's `date` (`lastUpdated` for a legal page) to that day.",
  },
};

const frontmatterHelp: ExplainedAll<typeof frontmatterMessages> = {
  firstLine: {
    title: "The first line is not `---`",
    examples: [
      { file: "content/services/en/debt-recovery.mdx", field: "line 1", args: ['"---js"', frontmatterDelimiter] },
    ],
    explanation:
      "The file must open with a line of exactly `---`: nothing before it (not a space, not an empty line) and nothing after it. **Fix:** make the first line `---`.",
  },
  neverClosed: {
    title: "The fields are never closed",
    examples: [{ file: "content/services/en/debt-recovery.mdx", field: "line 1", args: [frontmatterDelimiter] }],
    explanation: "**Fix:** put a line of exactly `---` after the last field, before the body.",
  },
  closingLine: {
    title: "The closing line is not `---`",
    examples: [
      { file: "content/services/en/debt-recovery.mdx", field: "line 8", args: ['"--- "', frontmatterDelimiter] },
    ],
    explanation: "**Fix:** make the line after the last field exactly `---`, with nothing after the hyphens.",
  },
  notYaml: {
    title: "A field's line cannot be read",
    examples: [
      {
        file: "content/services/en/debt-recovery.mdx",
        field: "line 4",
        args: ["Nested mappings are not allowed in compact mappings"],
      },
    ],
    explanation:
      "Usually an unquoted colon in a title, a line starting with a space, or unbalanced quotation marks: see the last row of the table under [Messages from the Markdown (MDX) reader](#messages-from-the-markdown-mdx-reader). **Fix:** put the text in double quotation marks, and remove spaces at the start of the line.",
  },
  notFields: {
    title: "Not fields",
    examples: [{ file: "content/services/en/debt-recovery.mdx", field: "line 2", args: [] }],
    explanation:
      "Between the two `---` lines there is something other than fields, such as a list. **Fix:** write one `name: value` per line.",
  },
};

/** The reference's groups of messages, in its order. */
const messageGroups = [
  { heading: "Messages from the content checks", messages: contentCheckMessages, help: contentCheckHelp },
  {
    heading: "Messages about translations",
    intro:
      "These name the Arabic file (in an `ar/` folder) and, where it matters, its English page. See [Translating a page](#translating-a-page).",
    messages: translationMessages,
    help: translationHelp,
  },
  {
    heading: "Messages about the file itself",
    intro:
      "A file opens with its fields between two lines of `---`, read as data and nothing else. These name the line to fix.",
    messages: frontmatterMessages,
    help: frontmatterHelp,
  },
];

const printed = (says: Message, help: Explained<Message>) => [
  ...(help.printedBelow ? [help.printedBelow] : []),
  ...help.examples.map(
    ({ file, field, args }) => `${help.printedAfter ?? ""}${formatProblem({ file, field, message: says(...args) })}`,
  ),
];

/** The Markdown between the markers: a heading per group, a section per message. */
export const messageReference = (): string =>
  messageGroups
    .map(({ heading, intro, messages, help }) =>
      [
        `### ${heading}`,
        ...(intro ? [intro] : []),
        ...Object.entries(help).map(([id, entry]: [string, Explained<Message>]) =>
          [
            `**${entry.title}**`,
            ["```", ...printed(messages[id as keyof typeof messages] as Message, entry), "```"].join("\n"),
            entry.explanation,
          ].join("\n\n"),
        ),
      ].join("\n\n"),
    )
    .join("\n\n");
