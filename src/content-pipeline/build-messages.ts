/**
 * The build's messages about content, each written once: the words the checks print after the file
 * and the field (src/content-pipeline/field-checks.ts, translation-checks.ts, frontmatter.ts, body-policy.ts).
 * The editors' reference lists them from here, with examples and fixes (src/build/message-reference.ts,
 * written into content/REFERENCE.md by `npm run reference`), so the two cannot differ.
 */

const count = (n: number) => n.toLocaleString("en");

/** Messages from the checks of each document's fields and file name (src/content-pipeline/field-checks.ts). */
export const contentCheckMessages = {
  required: () => "is required but missing or empty",
  notADate: (written: string) => `"${written}" is not a date; write a real day as YYYY-MM-DD, e.g. 2026-03-04`,
  imageNotFound: (name: string) => `"${name}" is not a file in content/images/`,
  notAnImageName: (value: unknown) => `must be an image file name, got ${JSON.stringify(value)}`,
  unreadableImage: (name: string, error: string) =>
    `"${name}" is not a readable image (${error}); save it again as JPEG, PNG or WebP`,
  imageFormat: (name: string, format: string) => `"${name}" is a ${format.toUpperCase()} image; use JPEG, PNG or WebP`,
  imageTooNarrow: (name: string, width: number, minimumWidth: number) =>
    `"${name}" is ${width} px wide; use a picture at least ${minimumWidth} px wide`,
  notKebabCase: (slug: string, suggestion: string) =>
    `"${slug}" is not kebab-case; the file name is the page's URL, so use lower-case words joined by hyphens, e.g. "${suggestion}.mdx"`,
  sameAddress: (route: string) => `these files would publish to the same URL ${route}; rename or remove one`,
  reservedAddress: (route: string, owner: string) => `would publish to ${route}, which is ${owner}; rename the file`,
  misspeltField: (hint: string) => `is not a known field; did you mean "${hint}"?`,
  unknownField: (known: string[]) => `is not a known field (known: ${known.join(", ")})`,
  notAWholeNumber: (value: unknown) => `must be a whole number, got ${JSON.stringify(value)}`,
  notText: (value: unknown) => `must be text, got ${JSON.stringify(value)}`,
  notAPerson: (ids: string[], value: unknown) =>
    `must be the id of one of the people in src/site-facts.ts (${ids.map((id) => `"${id}"`).join(", ")}), got ${JSON.stringify(value)}`,
  notTopics: (value: unknown) => `must be a list of service file names, got ${JSON.stringify(value)}`,
  unknownTopic: (unknown: string[]) =>
    `names ${unknown.map((topic) => `"${topic}"`).join(", ")}, which is no service (no such file in content/services/en/); use a service's file name without .mdx`,
  topicTwice: () => "names a service twice",
  notSources: () => "must be a list of sources, each with a title and a url",
  sourceNotTitleAndAddress: (position: number) =>
    `source ${position}: write it as a title and an address (a "- title:" line and a "url:" line)`,
  sourceWithoutTitle: (position: number) => `source ${position}: the source title is missing`,
  sourceWithoutAddress: (position: number) => `source ${position}: the source address is missing`,
  sourceAddressNotHttps: (position: number) =>
    `source ${position}: the source address must start with https:// (a web page's address, e.g. https://tax.gov.ae/en/)`,
  sourceExtraField: (position: number, key: string) =>
    `source ${position}: "${key}" is not part of a source, which has only a title and a url: delete that line`,
  inSource: (position: number, problem: string) => `source ${position}: ${problem}`,
  forbiddenCharacter: (code: number) =>
    `holds the invisible character U+${code.toString(16).toUpperCase().padStart(4, "0")}, a control or text-direction character the site does not allow: delete it (the site sets the direction of Arabic and English text itself)`,
  outsideLengthRange: (length: number, fewest: number, most: number) =>
    `is ${count(length)} characters long: keep it ${fewest} to ${most} characters`,
  tooLongText: (length: number, most: number) =>
    `is ${count(length)} characters long, more than the ${count(most)} it may hold: shorten it`,
  titleMissing: (fallback: string) => `is missing; the page is titled "${fallback}"`,
  wrongLawName: (wrong: string, right: string) =>
    `names "${wrong}", a form of a UAE law's name known to be wrong (content/wrong-law-names.json); write "${right}"`,
  scaffoldText: (marker: string) => `still holds the scaffold's text "${marker}…"`,
};

/** Messages about a translation and its English page (src/content-pipeline/translation-checks.ts). */
export const translationMessages = {
  setsEnglishField: (english: string) =>
    `belongs to the English page (${english}); delete it here, the translation takes it from there`,
  requiredInTranslation: () => "is required in a translation but missing or empty",
  noEnglishPage: (english: string) =>
    `has no English page ${english}; a translation is published only beside its English page (check the file name)`,
  notInLanguageFolder: (english: string, translations: string[]) =>
    `is not in a language folder; move it to ${english}/ (English) or, if it is a translation, to ${translations.map((folder) => `${folder}/`).join(" or ")}`,
  missingTranslation: (translation: string) =>
    `is missing: write ${translation} (content/README.md, "Translating a page")`,
  staleTranslation: (written: string, englishField: string, englishDate: string, english: string, ownField: string) =>
    `is ${written}, older than the English page's ${englishField} ${englishDate} (${english}): bring the translation up to date, then change ${ownField}`,
};

/** Messages about a file's frontmatter, which must be plain fields between two lines of `---` (src/content-pipeline/frontmatter.ts). */
export const frontmatterMessages = {
  firstLine: (shownLine: string, delimiter: string) =>
    `is ${shownLine}: the first line must be exactly ${delimiter} (three hyphens, nothing else), then the fields, then ${delimiter} again`,
  neverClosed: (delimiter: string) =>
    `opens the frontmatter, which is never closed: put a line ${delimiter} after its last field`,
  closingLine: (shownLine: string, delimiter: string) =>
    `is ${shownLine}: the line that closes the frontmatter must be exactly ${delimiter}`,
  notYaml: (reason: string) => `cannot be read as YAML: ${reason}`,
  anchor: (name: string) =>
    `holds the anchor "&${name}", which the frontmatter does not allow: write each value in full where it is used`,
  alias: (name: string) =>
    `holds the alias "*${name}", which the frontmatter does not allow: write the value in full instead of a reference to another`,
  notFields: () => `the frontmatter must be fields, one "name: value" per line`,
};

/** Messages about a file in a folder Gatsby reads that is not of the folder's kind (src/content-pipeline/content-tree-check.ts). */
export const contentTreeMessages = {
  notAPicture: (folder: string, extensions: readonly string[]) =>
    `is not a picture (${extensions.join(", ")}): ${folder}/ holds only pictures; move the file out of content/ or delete it`,
  notADocument: (folder: string, extensions: readonly string[]) =>
    `is not a page (${extensions.join(" or ")}): ${folder}/ holds only pages; move the file out of content/ or delete it`,
  symbolicLink: (target: string) =>
    `is a symbolic link (to ${target}): content/ holds only files and folders of its own; put the file itself there or delete the link`,
};

/** Where the editors' reference lists the components a body may hold, as the body's messages name it. */
const componentsGuide = `content/REFERENCE.md ("Components: the firm's details")`;

/**
 * Messages about what a document's body holds (src/content-pipeline/body-policy.ts): text, never code. A URL or
 * the attributes are passed in as the message shows them (quoted, shortened).
 */
export const bodyMessages = {
  code: (keyword: "import" | "export") =>
    `"${keyword}" is not allowed: a page's text cannot contain code; delete the line`,
  braces: () => `"{…}" is not allowed: use round brackets ( ) instead`,
  note: () => `"{/* … */}" is not allowed: do not leave notes in the text; put them in your commit message instead`,
  notAComponent: (name: string) =>
    `<${name}> is not allowed: write Markdown, and use only the components listed in ${componentsGuide}`,
  componentOnlyIn: (name: string, folder: string) =>
    `<${name} /> is not allowed here: it is only for the files in content/${folder}/; delete it`,
  componentWithAttributes: (name: string, attributes: string) =>
    `<${name} ${attributes}> is not allowed: write <${name} /> exactly as ${componentsGuide} shows it`,
  link: (shownUrl: string) =>
    `link ${shownUrl} is not allowed: links start with https:// (or http://), mailto:, tel:, / or #`,
  linkWithoutScheme: (shownUrl: string) =>
    `link ${shownUrl} is not allowed: write a link to another website in full, starting with https://, and one to a page of this site starting with a single /`,
  picture: (shown: string) =>
    `picture ${shown} is not allowed: the body shows no pictures; a page's picture is its cover (coverImage), a file of content/images/`,
  tooLong: (length: number, most: number) =>
    `the text is ${count(length)} characters long, more than the ${count(most)} a page may hold: split it into two pages that link to each other`,
  tooManyBraces: (held: number, most: number) =>
    `the text holds ${count(held)} curly brackets { }, more than the ${count(most)} a page may hold: use round brackets ( ) instead`,
  tooMuchEmphasis: (held: number, most: number) =>
    `the text holds ${count(held)} of the characters * _ [ ], more than the ${count(most)} a page may hold: keep bold, italics and links for the words that need them`,
  tooManyContainers: (opened: number, most: number) =>
    `opens ${opened} lists or quotes at once, more than the ${most} a line may open: start each list item or quote on a line of its own`,
};

/** What a body's problem says when the MDX reader could not read it (src/content-pipeline/body-policy.ts). */
export const unreadableBody = {
  /** The reader's error in plain words (readerMessages) when the site has some for it. */
  cannotBeRead: (plainWords?: string) => (plainWords ? `cannot be read: ${plainWords}` : "cannot be read"),
  /** Printed after the plain words, for a developer. */
  readersOwn: (reason: string) => `(the MDX reader's message: ${reason})`,
};

/**
 * The MDX reader's common errors in an editor's words: what was written, and what to write instead
 * (src/content-pipeline/body-policy.ts says which of the reader's errors each one answers). `<` opens a component
 * tag in MDX, so most of them are a `<` (or a component) written as in plain text.
 */
export const readerMessages = {
  htmlComment: () =>
    `"<!-- … -->" notes are not allowed in the text: delete the note (put it in your commit message instead)`,
  emailBetweenBrackets: () =>
    "an e-mail address between < > is read as a component: write it as a link, [the address](mailto:…), with the address in both places",
  addressBetweenBrackets: () =>
    "a web address between < > is read as a component: write it as a link, [the site's name](https://…)",
  lessThan: (digitAfter?: string) =>
    `a "<" that does not start a component: MDX reads "<" as the start of one, so write "less than" in words${digitAfter ? ` ("less than ${digitAfter}…")` : ""}, or write &lt; for the sign`,
  componentWithoutEnd: () => `a component is not closed: write it with "/>" at its end, e.g. <BookACall />`,
  componentNeverClosed: () =>
    `a "<" starts a component that is never closed with "/>": write the component exactly as the editor's guide shows it (e.g. <BookACall />), or write &lt; for the sign`,
  componentWithoutSlash: () =>
    `a component is written without its closing slash: write it as <Name />, with "/>" at its end`,
  closingTagNeverOpened: () => `"</…>" closes a tag that was never opened: delete it`,
  brace: () => `a "{" starts code in MDX: use round brackets ( ) instead of curly ones`,
};

/** The headlines over the content's problems when the build stops on them (src/content-pipeline/content-report.ts). */
export const contentReportHeadlines = {
  problems: "Content error, the page was not built:",
  unfinished: "Unfinished content, the page was not built (replace the scaffold's text):",
};

/** Messages from the build itself (gatsby-node.ts) and the production build's checks (scripts/build-production.cjs). */
export const buildMessages = {
  queryFailed: () => "Could not query the content pages",
  /** Before a translation out of date: a warning, in every build. */
  staleTranslationWarning: () => "Translation out of date: ",
  /** What stops the live site's build: before Gatsby starts (samples, unread files, missing translations)… */
  notForProduction: () => "Not building for production",
  /** …and after it (samples found in public/). */
  notForUpload: () => "Built, but not for upload",
  /** The line over the list of what stops it. */
  problemsToFix: (headline: string, count: number) =>
    `${headline}: ${count} problem${count === 1 ? "" : "s"} to fix first.`,
};
