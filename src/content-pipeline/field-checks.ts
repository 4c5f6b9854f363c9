/**
 * Checks an editor's MDX file before Gatsby builds a page from it, and fills in the
 * defaults of fields left out. Every rule comes from the content model
 * (src/content-model.ts). Pure functions, so the rules are unit-tested without
 * running Gatsby. Every problem names the file and the frontmatter field to fix.
 */
import {
  type ContentKind,
  type FieldRuleId,
  type FieldSpec,
  contentModel,
  isKebabCase,
  maxFieldLength,
  maxLengthOf,
  minimumWidthOf,
  placeholderMarker,
  rulesOf,
  toKebabCase,
} from "../content-model";
import { defaultLang, type Lang } from "../languages";
import { people } from "../site-facts";
import knownWrongLawNames from "../../content/wrong-law-names.json";
import { contentCheckMessages } from "./build-messages";
import type { ContentProblem } from "./content-problem";
import { termMessage, termUsesIn } from "./terminology";

export { type ContentKind, isKebabCase, toKebabCase };

export type { ContentProblem } from "./content-problem";

/** What reading an image file found: its format and width, or why it could not be read. */
export type ImageFacts = { format: string; width: number } | { error: string };

export interface ContentCheck {
  kind: ContentKind;
  /** Path of the file relative to the project, as an editor sees it. */
  file: string;
  frontmatter: Record<string, unknown>;
  /** The raw text of the file: dates are checked as written, before YAML rolls 2026-02-30 over to March. */
  raw?: string;
  /** The facts about an image in content/images/, or undefined when there is no such file. */
  image: (fileName: string) => ImageFacts | undefined;
  /** Whether a service of that file name (slug) exists; a `services` field's names are checked with it. */
  service?: (slug: string) => boolean;
  /** The service slugs a `topics` field may name (the files of content/services/en/). */
  topics?: readonly string[];
}

export interface ContentCheckResult {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Text the new:service scaffold left for the editor to replace: fails the build, shown as a warning in develop. */
  placeholders: ContentProblem[];
}

/** Image formats the site's image pipeline (gatsby-plugin-sharp) turns into responsive images. */
const imageFormats = ["jpeg", "png", "webp"];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const slugFromPath = (filePath: string): string => (filePath.split(/[\\/]/).pop() ?? "").replace(/\.mdx?$/i, "");

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export const parseContentDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
};

/** The frontmatter block of a file's raw text. */
const frontmatterBlock = (raw: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw);

/** The value of a top-level scalar key as written in the frontmatter block, unquoted. */
export const rawFrontmatterValue = (raw: string, key: string): string | undefined => {
  const block = frontmatterBlock(raw)?.[1];
  if (!block) return undefined;
  const line = new RegExp(`^${key}:[ \\t]*(.*)$`, "m").exec(block)?.[1];
  return line?.trim().replace(/^(["'])(.*)\1$/, "$2");
};

/** An empty field: missing, null, only white space, or an empty list. The build, the translation checks and the CMS agree on it. */
export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * A source's address must be a web page: written https:// and a host name (nothing sent unencrypted), and judged by
 * the URL it resolves to as well, nothing that runs or opens a file. No user name or password: in
 * "https://tax.gov.ae@evil.example/" the host is evil.example.
 */
export const isSourceAddress = (value: unknown): value is string => {
  if (typeof value !== "string" || !/^https:\/\/[^\s/]+\.[^\s]*$/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
};

/**
 * Characters no field may hold: control characters (which XML, and so the feed, cannot carry; tab and
 * line breaks aside), unpaired surrogates, and the direction embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which can make a text read otherwise than it is written. Arabic text
 * needs none of them: the site sets each run's direction itself.
 */
const forbiddenCharacter = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\u202a-\u202e\u2066-\u2069\ufffe\uffff]/u;

/** Problems with a text as a field holds it: characters it must not hold, and its length. */
const textProblem = (text: string, most: number): string | undefined => {
  const character = forbiddenCharacter.exec(text)?.[0];
  if (character !== undefined) return contentCheckMessages.forbiddenCharacter(character.charCodeAt(0));
  return text.length > most ? contentCheckMessages.tooLongText(text.length, most) : undefined;
};

/** What is wrong with one source, in the order an editor fills it in: its title, its address, then any other line. */
const sourceFault = (source: unknown, position: number): string | undefined => {
  if (typeof source !== "object" || source === null || Array.isArray(source))
    return contentCheckMessages.sourceNotTitleAndAddress(position);
  const { title, url } = source as { title?: unknown; url?: unknown };
  if (isBlank(title) || typeof title !== "string") return contentCheckMessages.sourceWithoutTitle(position);
  if (isBlank(url)) return contentCheckMessages.sourceWithoutAddress(position);
  if (!isSourceAddress(url)) return contentCheckMessages.sourceAddressNotHttps(position);
  const extra = Object.keys(source).find((key) => key !== "title" && key !== "url");
  if (extra !== undefined) return contentCheckMessages.sourceExtraField(position, extra);
  const textFault = textProblem(title, maxFieldLength.line) ?? textProblem(url, maxFieldLength.sourceAddress);
  return textFault && contentCheckMessages.inSource(position, textFault);
};

/** Problems with a list of sources: each a { title, url } with text and a web address; the first source at fault. */
const sourcesProblem = (value: unknown): string | undefined => {
  if (!Array.isArray(value)) return contentCheckMessages.notSources();
  for (const [index, source] of value.entries()) {
    const fault = sourceFault(source, index + 1);
    if (fault) return fault;
  }
  return undefined;
};

/** Problems with a list of topics: service slugs that exist. */
const topicsProblem = (value: unknown, known: readonly string[]): string | undefined => {
  if (!Array.isArray(value) || value.some((topic) => typeof topic !== "string"))
    return contentCheckMessages.notTopics(value);
  const unknown = value.filter((topic) => !known.includes(topic));
  if (unknown.length > 0) return contentCheckMessages.unknownTopic(unknown);
  if (new Set(value).size !== value.length) return contentCheckMessages.topicTwice();
  return undefined;
};

const closestField = (unknown: string, known: string[]) =>
  known.find((name) => name.toLowerCase() === unknown.toLowerCase());

/**
 * The document's fields as the site shows them: every field of its kind, with the
 * model's defaults for those left out and dates as YYYY-MM-DD. The one place defaults are applied.
 */
export const withDefaults = (
  kind: ContentKind,
  frontmatter: Record<string, unknown>,
  lang: Lang = defaultLang,
): Record<string, unknown> => {
  const resolved: Record<string, unknown> = {};
  for (const field of contentModel[kind].fields) {
    const value = frontmatter[field.name];
    if (!isBlank(value)) {
      resolved[field.name] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    } else if (field.default !== undefined) {
      resolved[field.name] = field.default;
    } else if (field.computedDefault !== undefined) {
      resolved[field.name] = field.computedDefault[lang].replace("{title}", String(resolved.title ?? ""));
    } else {
      resolved[field.name] = null;
    }
  }
  return resolved;
};

/**
 * A translation's frontmatter completed with the fields it takes from its English page: those the
 * content model does not mark `translated` are the English page's, whatever the translation says
 * (the build refuses a translation that sets one: src/content-pipeline/translation-checks.ts).
 */
export const withEnglishFields = (
  kind: ContentKind,
  translation: Record<string, unknown>,
  english: Record<string, unknown>,
): Record<string, unknown> => {
  const isShared = (name: string) =>
    contentModel[kind].fields.some((field) => field.name === name && !field.translated);
  return {
    ...Object.fromEntries(Object.entries(translation).filter(([name]) => !isShared(name))),
    ...Object.fromEntries(Object.entries(english).filter(([name]) => isShared(name))),
  };
};

/** What a rule's check is given: the field, its value (not blank), the value as written, and what the document can look up. */
interface RuleInput {
  field: FieldSpec;
  value: unknown;
  written: unknown;
  image: ContentCheck["image"];
  topics: readonly string[];
  service: NonNullable<ContentCheck["service"]>;
}

/** The facts of a picture named by a bare file name in content/images/, or the problem with the name. */
const pictureFacts = ({ value, image }: RuleInput): ImageFacts | string => {
  if (typeof value !== "string") return contentCheckMessages.notAnImageName(value);
  const facts = value.includes("/") || value.includes("\\") ? undefined : image(value);
  return facts ?? contentCheckMessages.imageNotFound(value);
};

/**
 * The check of each rule of src/content-model.ts (fieldRules): the build's message when the value breaks it.
 * A picture's later rules pass when an earlier one already names its problem, so each problem is said once.
 */
export const ruleChecks: Record<FieldRuleId, (input: RuleInput) => string | undefined> = {
  // A blank required field is reported before any rule is checked (checkContent).
  required: () => undefined,
  day: ({ written }) => {
    if (parseContentDate(written)) return undefined;
    return contentCheckMessages.notADate(written instanceof Date ? written.toISOString() : String(written));
  },
  wholeNumber: ({ value }) => (Number.isInteger(value) ? undefined : contentCheckMessages.notAWholeNumber(value)),
  oneOfOptions: ({ field, value }) => {
    const allowed = (field.options ?? []).map((option) => option.value);
    return typeof value === "string" && allowed.includes(value)
      ? undefined
      : `${JSON.stringify(value)} is not one of ${allowed.join(", ")}`;
  },
  person: ({ value }) =>
    typeof value === "string" && people.some((person) => person.id === value)
      ? undefined
      : contentCheckMessages.notAPerson(
          people.map(({ id }) => id),
          value,
        ),
  pictureStored: (input) => {
    const facts = pictureFacts(input);
    if (typeof facts === "string") return facts;
    return "error" in facts ? contentCheckMessages.unreadableImage(String(input.value), facts.error) : undefined;
  },
  pictureFormat: (input) => {
    const facts = pictureFacts(input);
    if (typeof facts === "string" || "error" in facts || imageFormats.includes(facts.format)) return undefined;
    return contentCheckMessages.imageFormat(String(input.value), facts.format);
  },
  pictureWidth: (input) => {
    const facts = pictureFacts(input);
    if (typeof facts === "string" || "error" in facts || !imageFormats.includes(facts.format)) return undefined;
    const minimumWidth = minimumWidthOf(input.field);
    return facts.width < minimumWidth
      ? contentCheckMessages.imageTooNarrow(String(input.value), facts.width, minimumWidth)
      : undefined;
  },
  topicsAreServices: ({ value, topics }) => topicsProblem(value, topics),
  relatedServices: ({ field, value, service }) => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
      return `must be a list of service file names, e.g. ["business-setup-in-dubai-and-the-uae"], got ${JSON.stringify(value)}`;
    }
    if (field.maxItems !== undefined && value.length > field.maxItems) {
      return `names ${value.length} services; name at most ${field.maxItems}`;
    }
    const unknown = value.filter((slug) => !service(slug));
    return unknown.length > 0
      ? `${unknown.map((slug) => `"${slug}"`).join(", ")} is not a service in content/services/ (write its file name without .mdx)`
      : undefined;
  },
  sourceAddress: ({ value }) => sourcesProblem(value),
  plainCharacters: ({ value }) => {
    const character = typeof value === "string" ? forbiddenCharacter.exec(value)?.[0] : undefined;
    return character === undefined ? undefined : contentCheckMessages.forbiddenCharacter(character.charCodeAt(0));
  },
  lengthRange: ({ field, value }) => {
    const { fewest, most } = field.lengthRange!;
    return typeof value === "string" && (value.length < fewest || value.length > most)
      ? contentCheckMessages.outsideLengthRange(value.length, fewest, most)
      : undefined;
  },
  textLength: ({ field, value }) =>
    typeof value === "string" && value.length > maxLengthOf(field)
      ? contentCheckMessages.tooLongText(value.length, maxLengthOf(field))
      : undefined,
};

/** Problems with one field's value, which is not blank: its rules', in the model's order, the first only. */
const fieldProblem = (input: RuleInput): string | undefined => {
  if (input.field.type === "text" && typeof input.value !== "string") return contentCheckMessages.notText(input.value);
  for (const rule of rulesOf(input.field)) {
    const message = ruleChecks[rule.id](input);
    if (message) return message;
  }
  return undefined;
};

/** The body's sections: the introduction, then one per ## or ### heading. */
const bodySections = (body: string): { name: string; text: string }[] => {
  const sections: { name: string; text: string }[] = [{ name: "introduction", text: "" }];
  for (const line of body.split(/\r?\n/)) {
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) sections.push({ name: heading[1].trim(), text: line });
    else sections[sections.length - 1].text += `\n${line}`;
  }
  return sections;
};

export interface WrongLawName {
  /**
   * A form of a UAE law's name known to be wrong (the wrong type, number or year), in English; or, in Arabic,
   * a title that differs from the law's official one (content/GLOSSARY.md), matched in any spelling (normalizeArabic).
   */
  wrong: string;
  /** What to write instead. */
  right: string;
}

/** content/wrong-law-names.json: names a page must never use; editors add to it. */
export const wrongLawNames: readonly WrongLawName[] = knownWrongLawNames;

/** Case, hyphens and spacing aside, so "federal decree law no. 6 of 2021" is caught too. */
const comparable = (text: string) => text.toLowerCase().replace(/[\s-]+/g, " ");

const hasArabic = (text: string) => /[\u0600-\u06ff]/.test(text);

// Built once: every field and body section of every document is checked against the whole list.
const wrongLawPatterns = wrongLawNames
  .filter(({ wrong }) => !hasArabic(wrong))
  .map((name) => ({
    name,
    // Whole numbers only: "No. 6 of 2021" must not match inside "No. 6 of 20213".
    pattern: new RegExp(`${comparable(name.wrong).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9])`),
  }));

/** A federal law or decree-law by type, number and year, as an English or Arabic name cites it. */
interface LawCitation {
  decreeLaw: boolean;
  number: string;
  year: string;
}

const citationKey = ({ decreeLaw, number, year }: LawCitation) =>
  `${decreeLaw ? "decree-law" : "law"} ${number}/${year}`;

/** "Federal Decree-Law No. 6 of 2021", "Federal Law 42 of 2022": the citation it makes, if it is one. */
const englishCitation = (name: string): LawCitation | undefined => {
  const match = /^Federal (Decree-)?Law (?:No\. )?(\d+) of (\d{4})$/.exec(name);
  return match ? { decreeLaw: Boolean(match[1]), number: match[2], year: match[3] } : undefined;
};

/**
 * Arabic text in one spelling: Eastern Arabic digits as Western ones, alef forms as bare alef,
 * ta marbuta as ha, no diacritics or tatweel, no brackets around numbers, the definite article
 * dropped, single spaces. «المرسوم بقانون اتحادي رقم (٣٣) لسنة ٢٠٢١» becomes
 * "مرسوم بقانون اتحادي رقم 33 لسنه 2021".
 */
export const normalizeArabic = (text: string): string =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/[()[\]«»]/g, " ")
    .replace(/(^|[\s\u060c])ال(?=[\u0600-\u06ff])/g, "$1")
    .replace(/\s+/g, " ");

// "(decree) law federal [number] N for-year|of-year Y", in normalized Arabic.
const arabicCitationPattern = /(مرسوم(?:ا)? ب)?قانون اتحادي (?:رقم )?(\d+) (?:لسنه|لعام|سنه|عام) (\d{4})(?![0-9])/g;

/** Every federal law or decree-law an Arabic text cites, in whatever spelling. */
export const arabicLawCitations = (text: string): LawCitation[] =>
  [...normalizeArabic(text).matchAll(arabicCitationPattern)].map((match) => ({
    decreeLaw: Boolean(match[1]),
    number: match[2],
    year: match[3],
  }));

const wrongLawMessage = contentCheckMessages.wrongLawName;

// The Arabic titles known to be wrong, in one spelling; checked line by line, so a failure names the line.
const wrongArabicTitles = wrongLawNames
  .filter(({ wrong }) => hasArabic(wrong))
  .map((name) => ({ name, form: normalizeArabic(name.wrong).trim() }));

const wrongArabicTitlesIn = (text: string): WrongLawName[] => {
  const normalized = normalizeArabic(text);
  return wrongArabicTitles.filter(({ form }) => normalized.includes(form)).map(({ name }) => name);
};

/** The wrong Arabic law titles of a file, each in its field or line of the body: "file: body line 12 names «…», …; write «…»". */
export const wrongArabicTitleProblemsIn = (file: string, raw: string): ContentProblem[] =>
  hasArabic(raw)
    ? raw.split(/\r?\n/).flatMap((line, index) =>
        wrongArabicTitlesIn(line).map(({ wrong, right }) => ({
          file,
          field: placeOfLine(raw, index + 1),
          message: wrongLawMessage(wrong, right),
        })),
      )
    : [];

/**
 * Where a line of a document is, as the build and the CMS name a place: the frontmatter field it belongs to
 * ("summary"), or its line of the body counted from the body's first line ("body line 5"; the CMS shows no
 * frontmatter), so that the CMS names and outlines the box it is in.
 */
export const placeOfLine = (raw: string, fileLine: number): string => {
  const lines = raw.split(/\r?\n/);
  const close = lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1;
  if (fileLine > close + 1) return `body line ${fileLine - (close + 1)}`;
  const key = lines
    .slice(1, fileLine)
    .reverse()
    .map((line) => /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1])
    .find(Boolean);
  return key ?? `line ${fileLine}`;
};

/** The refused forms of the terminology list a document uses, each in its field or line of the body. */
const termProblemsOfDocument = (file: string, raw: string): ContentProblem[] =>
  termUsesIn(file, raw).map(({ line, rule }) => ({ file, field: placeOfLine(raw, line), message: termMessage(rule) }));

const wrongCitations = new Map(
  wrongLawNames.flatMap((name) => {
    const citation = englishCitation(name.wrong);
    return citation ? [[citationKey(citation), name] as const] : [];
  }),
);

/**
 * The wrong federal law names a text contains, in English or in Arabic (same type, number and year);
 * with `arabicTitles`, the wrong Arabic titles too (checkContent reports those by line instead).
 */
export const wrongLawNamesIn = (text: string, { arabicTitles = true } = {}): WrongLawName[] => {
  const haystack = comparable(text);
  const english = wrongLawPatterns.filter(({ pattern }) => pattern.test(haystack)).map(({ name }) => name);
  // Every field and body section of every document passes here at build: only Arabic text is normalized and searched.
  const arabicText = hasArabic(text);
  const citations = arabicText ? arabicLawCitations(text) : [];
  const arabic = citations.flatMap((citation) => wrongCitations.get(citationKey(citation)) ?? []);
  const titles = arabicText && arabicTitles ? wrongArabicTitlesIn(text) : [];
  return [...new Set([...english, ...arabic, ...titles])];
};

/** The texts of a field's value that a reader sees: the value itself, or each source's title. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap((item) =>
          typeof item === "string"
            ? [item]
            : item && typeof item === "object"
              ? textsOf((item as { title?: unknown }).title)
              : [],
        )
      : [];

export const checkContent = ({
  kind,
  file,
  frontmatter,
  raw,
  image,
  topics = [],
  service = () => true,
}: ContentCheck): ContentCheckResult => {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const placeholders: ContentProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ file, field, message });
  const { fields } = contentModel[kind];

  const slug = slugFromPath(file);
  if (!isKebabCase(slug)) {
    problem("file name", contentCheckMessages.notKebabCase(slug, toKebabCase(slug)));
  }

  for (const field of fields) {
    const value = frontmatter[field.name];
    if (isBlank(value)) {
      if (field.required) problem(field.name, contentCheckMessages.required());
      else if (field.warnWhenMissing) {
        warnings.push({
          file,
          field: field.name,
          message: contentCheckMessages.titleMissing(String(field.default)),
        });
      }
      continue;
    }
    // The scaffold's text is reported as such (the build stops on it), not as a wrong value.
    if (textsOf(value).some((text) => text.includes(placeholderMarker))) {
      placeholders.push({
        file,
        field: field.name,
        message: contentCheckMessages.scaffoldText(placeholderMarker),
      });
      continue;
    }
    const written = field.type === "date" ? ((raw && rawFrontmatterValue(raw, field.name)) ?? value) : value;
    const message = fieldProblem({ field, value, written, image, topics, service });
    if (message) {
      problem(field.name, message);
      continue;
    }
    for (const text of textsOf(value))
      for (const { wrong, right } of wrongLawNamesIn(text, { arabicTitles: false }))
        problem(field.name, wrongLawMessage(wrong, right));
  }

  const known = fields.map(({ name }) => name);
  for (const field of Object.keys(frontmatter)) {
    if (known.includes(field)) continue;
    const hint = closestField(field, known);
    problem(field, hint ? contentCheckMessages.misspeltField(hint) : contentCheckMessages.unknownField(known));
  }

  if (raw) {
    problems.push(...termProblemsOfDocument(file, raw), ...wrongArabicTitleProblemsIn(file, raw));
    const sections = bodySections(raw.slice(frontmatterBlock(raw)?.[0].length ?? 0));
    for (const { name, text } of sections) {
      for (const { wrong, right } of wrongLawNamesIn(text, { arabicTitles: false }))
        problem(`section "${name}"`, wrongLawMessage(wrong, right));
    }
    const unfinished = sections.filter(({ text }) => text.includes(placeholderMarker)).map(({ name }) => name);
    for (const section of unfinished) {
      placeholders.push({
        file,
        field: `section "${section}"`,
        message: contentCheckMessages.scaffoldText(placeholderMarker),
      });
    }
  }

  return { problems, warnings, placeholders };
};

export interface RoutedFile {
  /** The URL path the file publishes to, language prefix included. */
  route: string;
  file: string;
}

/**
 * Files that would publish to the same URL as another file (of any kind or language) or as a URL
 * the site itself owns (`reserved`, src/content-pipeline/reserved-routes.ts).
 */
export const findRouteClashes = (
  files: RoutedFile[],
  reserved: readonly { route: string; owner: string }[],
): ContentProblem[] => {
  const owners = new Map<string, string>();
  for (const { route, owner } of reserved) if (!owners.has(route)) owners.set(route, owner);
  const byRoute = new Map<string, string[]>();
  for (const { route, file } of files) byRoute.set(route, [...(byRoute.get(route) ?? []), file]);
  return [...byRoute.entries()].flatMap(([route, paths]) => [
    ...(owners.has(route)
      ? paths.map((file) => ({
          file,
          field: "file name",
          message: contentCheckMessages.reservedAddress(route, owners.get(route)!),
        }))
      : []),
    ...(paths.length > 1
      ? [
          {
            file: paths.join(", "),
            field: "file name",
            message: contentCheckMessages.sameAddress(route),
          },
        ]
      : []),
  ]);
};

export const formatProblem = ({ file, field, message }: ContentProblem): string => `${file}: ${field} ${message}`;
