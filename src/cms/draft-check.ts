/**
 * The build's verdict on an entry, in the CMS, before it is saved. Decap checks the required fields
 * of the default language only (https://github.com/decaporg/decap-cms/issues/5112) and nothing of
 * what the build checks besides; so every language of the entry is written as the CMS would write
 * its file (./format.ts) and the entry checked by the build's own resolveContent
 * (src/content-pipeline/resolve-content.ts, which loadContent runs on every file): the content model's fields per language, the wrong-law
 * names and the terminology (content/terminology.json), the scaffold's text left in, the content policy
 * on the body, and each picture's format and width where the browser measured it (./picture-facts.ts).
 * Each problem keeps the build's message, with the field
 * named by its label in the form, and the language it is in.
 */
import { type ContentKind, contentFolder, contentModel, toKebabCase } from "../content-model";
import { defaultLang, languages, type Lang } from "../languages";
import { bodyTools } from "../content-pipeline/body-tools-bundled";
import { contentCheckMessages } from "../content-pipeline/build-messages";
import type { ContentProblem } from "../content-pipeline/content-problem";
import { type ContentCheck, type ImageFacts, isBlank } from "../content-pipeline/field-checks";
import { resolveContent } from "../content-pipeline/resolve-content";
import { identifierField } from "./config";
import { siteFrontmatter } from "./format";
import { unmeasured } from "./picture-facts";

type Data = Record<string, unknown>;

/** The languages' names in the CMS's own language (its interface is English). */
export const languageNames: Record<Lang, string> = { en: "English", ar: "Arabic" };

export interface EntryToSave {
  kind: ContentKind;
  /** The file name without extension; empty for a page not saved yet (the CMS names it after its title). */
  slug: string;
  /** Each language's fields and body, as the CMS holds them; a language with nothing typed may be missing. */
  data: Partial<Record<Lang, Data>>;
  /** The pictures the editor's browser measured (./picture-facts.ts); one not measured passes, and the build checks its file. */
  image?: ContentCheck["image"];
}

export interface VerdictProblem {
  lang: Lang;
  /** The form's field it is about: a field of the content model, or "body". */
  field: string;
  /** The box inside the field it is about: a source's title or address (a list's item, counted from 1). */
  part?: { name: string; item: number };
  /** The build's message, the field named as the form labels it, e.g. `Title is required in a translation…`. */
  message: string;
}

/** The field of the form a build problem is about, and the words that name it in the message. */
const placeOf = (kind: ContentKind, problemField: string): { field: string; named: string } => {
  const spec = contentModel[kind].fields.find(({ name }) => name === problemField);
  if (spec) return { field: spec.name, named: spec.label };
  // The title makes the file name of a new page.
  if (problemField === "file name") return { field: identifierField, named: "File name (made from the title)" };
  // "body line 3", or a wrong law's name in `section "Fees"` of the body.
  return { field: "body", named: `Body, ${problemField.replace(/^body /, "")}` };
};

/**
 * The services the entry's relation widgets name (topics, related services): they pass, as the CMS
 * offers only existing services; the build checks them against the files of content/services/en/.
 */
const servicesNamedIn = (kind: ContentKind, data: Partial<Record<Lang, Data>>): string[] =>
  contentModel[kind].fields
    .filter(({ type }) => type === "topics" || type === "services")
    .flatMap(({ name }) => languages.flatMap((lang) => data[lang]?.[name]))
    .filter((slug): slug is string => typeof slug === "string");

/** The box of a source a message is about: its Source title or its Source address (src/cms/config.ts names them). */
const sourcePartOf = (message: string): VerdictProblem["part"] => {
  const item = Number(/^source (\d+): /.exec(message)?.[1]);
  if (!item) return undefined;
  if (message === contentCheckMessages.sourceWithoutTitle(item)) return { name: "title", item };
  const address = [contentCheckMessages.sourceWithoutAddress(item), contentCheckMessages.sourceAddressNotHttps(item)];
  return address.includes(message) ? { name: "url", item } : undefined;
};

/** A language of the entry with nothing typed in it. */
export const isUntouched = (data: Data | undefined) => Object.values(data ?? {}).every(isBlank);

/** A problem of the frontmatter's reader, which names a line of the file rather than a field. */
const isReadingProblem = ({ field }: ContentProblem) => /^line \d+$/.test(field);

/**
 * What the build would refuse in the entry, language by language, in the order of the form: each language
 * written as the CMS would write its file, and the whole entry checked by the build's resolveContent.
 */
export const entryVerdict = ({ kind, slug, data, image = () => unmeasured }: EntryToSave): VerdictProblem[] => {
  const name = slug || toKebabCase(String(data[defaultLang]?.[identifierField] ?? "")) || "new-page";
  const sortedKeys = [...contentModel[kind].fields.map((field) => field.name), "body"];
  // A kind whose documents may stand in one language (insights): a language left blank is no document.
  const checked = languages.filter((lang) => contentModel[kind].twins !== "optional" || !isUntouched(data[lang]));
  const texts = checked.map((lang) => ({
    lang,
    kind,
    file: `${contentFolder(kind, lang)}/${name}.mdx`,
    raw: siteFrontmatter.toFile(data[lang] ?? {}, sortedKeys, {}),
  }));
  const { report } = resolveContent({ texts, image, reader: bodyTools, otherServices: servicesNamedIn(kind, data) });
  // `gatsby build`, which makes a draft's preview and the live site, stops on the scaffold's text too.
  return texts.flatMap(({ lang, file }) =>
    [...report.problems, ...report.placeholders]
      .filter((problem) => problem.file === file)
      .map((problem) => {
        if (isReadingProblem(problem)) return { lang, field: "body", message: problem.message };
        const { field, named } = placeOf(kind, problem.field);
        const isSources = contentModel[kind].fields.find(({ name }) => name === field)?.type === "sources";
        const part = isSources ? sourcePartOf(problem.message) : undefined;
        // A source's problem names its item ("source 2: …"), which says more than the list's label would.
        const namesItsSource = isSources && /^source \d+: /.test(problem.message);
        const message = namesItsSource ? `S${problem.message.slice(1)}` : `${named} ${problem.message}`;
        return { lang, field, ...(part && { part }), message };
      }),
  );
};

/** A verdict as one text: each problem on its own line, with its language. */
export const verdictText = (problems: VerdictProblem[]): string =>
  problems.map(({ lang, message }) => `${languageNames[lang]}: ${message}`).join("\n");

/** The entry Decap hands a preSave listener, as the verdict reads it (Immutable maps, decap-cms-core 3.6.3). */
export interface DecapEntry {
  get: (key: string) => unknown;
  getIn: (path: string[]) => { toJS: () => Data } | undefined;
}

/** Each language's fields as the entry Decap is about to save holds them: the default language in `data`, the others in `i18n.<lang>.data`. */
export const dataOfDecapEntry = (entry: DecapEntry): Record<Lang, Data> =>
  Object.fromEntries(
    languages.map((lang) => [
      lang,
      (lang === defaultLang ? entry.getIn(["data"]) : entry.getIn(["i18n", lang, "data"]))?.toJS() ?? {},
    ]),
  ) as Record<Lang, Data>;

/** The picture names an entry's image fields hold, in every language. */
export const picturesNamedIn = (kind: ContentKind, data: Partial<Record<Lang, Data>>): string[] =>
  contentModel[kind].fields
    .filter((field) => field.type === "image")
    .flatMap((field) => languages.map((lang) => data[lang]?.[field.name]))
    .filter((name): name is string => typeof name === "string" && name !== "");

/** The verdict on the entry Decap is about to save. */
export const verdictOnDecapEntry = (
  kind: ContentKind,
  entry: DecapEntry,
  image?: (fileName: string) => ImageFacts,
): VerdictProblem[] =>
  entryVerdict({ kind, slug: String(entry.get("slug") ?? ""), data: dataOfDecapEntry(entry), image });
