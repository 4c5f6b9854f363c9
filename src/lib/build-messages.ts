/**
 * The build's messages about content, each written once: the words the checks print after the file
 * and the field (src/lib/content-validation.ts, translation-checks.ts). The editors' reference lists
 * them from here, with examples and fixes (src/lib/message-reference.ts), so the two cannot differ.
 */

/** Messages from the checks of each document's fields and file name (src/lib/content-validation.ts). */
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
  wrongSource: (position: number, source: unknown) =>
    `source ${position} must have a title and a url starting with https:// (and nothing else), got ${JSON.stringify(source)}`,
  titleMissing: (fallback: string) => `is missing; the page is titled "${fallback}"`,
  wrongLawName: (wrong: string, right: string) =>
    `names "${wrong}", a form of a UAE law's name known to be wrong (content/wrong-law-names.json); write "${right}"`,
  scaffoldText: (marker: string) => `still holds the scaffold's text "${marker}…"`,
};

/** Messages about a translation and its English page (src/lib/translation-checks.ts). */
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

/** Messages about a file's frontmatter, which must be plain fields between two lines of `---` (src/lib/frontmatter.ts). */
export const frontmatterMessages = {
  firstLine: (shownLine: string, delimiter: string) =>
    `is ${shownLine}: the first line must be exactly ${delimiter} (three hyphens, nothing else), then the fields, then ${delimiter} again`,
  neverClosed: (delimiter: string) =>
    `opens the frontmatter, which is never closed: put a line ${delimiter} after its last field`,
  closingLine: (shownLine: string, delimiter: string) =>
    `is ${shownLine}: the line that closes the frontmatter must be exactly ${delimiter}`,
  notYaml: (reason: string) => `cannot be read as YAML: ${reason}`,
  notFields: () => `the frontmatter must be fields, one "name: value" per line`,
};
