/**
 * What the build checks in a translation, as pure functions: a page and its translations are files
 * with the same name in the language folders of their kind (content/services/en/wills.mdx,
 * content/services/ar/wills.mdx). A translation writes the fields the content model marks
 * `translated` and takes the rest from its English twin. No file system here: the CMS runs these
 * checks in the browser on the entry being saved (src/cms/draft-check.ts), the build on the files.
 */
import { type ContentKind, contentFolder, contentModel } from "../content-model";
import { defaultLang, isLang, languages, type Lang } from "../languages";
import { translationMessages } from "./build-messages";
import {
  type ContentCheck,
  isBlank,
  type ContentCheckResult,
  type ContentProblem,
  checkContent,
  parseContentDate,
  withEnglishFields,
} from "./field-checks";

/** The language of a content file from its folder (content/services/ar/x.mdx is Arabic), or undefined. */
export const languageOfFile = (file: string): Lang | undefined => {
  const folder = file.split(/[\\/]/).slice(-2, -1)[0];
  return isLang(folder) ? folder : undefined;
};

/** The same file in another language's folder. */
export const twinFile = (file: string, lang: Lang): string => {
  const parts = file.split("/");
  parts.splice(-2, 1, lang);
  return parts.join("/");
};

/** A file of a content folder that is not in a language folder: where to move it. */
export const outsideLanguageFolder = (kind: ContentKind, file: string): ContentProblem => ({
  file,
  field: "file name",
  message: translationMessages.notInLanguageFolder(
    contentFolder(kind, defaultLang),
    languages.filter((lang) => lang !== defaultLang).map((lang) => contentFolder(kind, lang)),
  ),
});

/**
 * What a translation may not do: set a field that belongs to its English page, leave out a
 * translated field that would otherwise fall back to an English default, or exist without
 * an English page.
 */
const translationProblems = (
  kind: ContentKind,
  file: string,
  frontmatter: Record<string, unknown>,
  englishExists: boolean,
): ContentProblem[] => {
  const english = twinFile(file, defaultLang);
  // A kind whose documents may stand in one language: each file is a whole document, checked as one.
  if (contentModel[kind].twins === "optional") return [];
  if (!englishExists) {
    return [
      {
        file,
        field: "file name",
        message: translationMessages.noEnglishPage(english),
      },
    ];
  }
  const { fields } = contentModel[kind];
  const problems: ContentProblem[] = [];
  for (const field of fields) {
    const value = frontmatter[field.name];
    const given = !isBlank(value);
    if (given && !field.translated) {
      problems.push({
        file,
        field: field.name,
        message: translationMessages.setsEnglishField(english),
      });
    }
    if (!given && field.translated && field.default !== undefined) {
      problems.push({ file, field: field.name, message: translationMessages.requiredInTranslation() });
    }
  }
  return problems;
};

/**
 * What the build checks in a translation: its own rules (translationProblems), then the content checks on
 * its fields completed from its English page, when there is one. A problem in a field it takes from there
 * is the English page's, reported once, naming the English file.
 */
export const checkTranslation = ({
  written,
  english,
  ...check
}: Omit<ContentCheck, "frontmatter"> & {
  written: Record<string, unknown>;
  english: Record<string, unknown> | undefined;
}): ContentCheckResult => {
  const { kind, file } = check;
  const checked = checkContent({
    ...check,
    frontmatter: english ? withEnglishFields(kind, written, english) : written,
  });
  const inherited = ({ field }: ContentProblem) =>
    !!english && contentModel[kind].fields.some((spec) => spec.name === field && !spec.translated);
  return {
    ...checked,
    problems: [
      ...translationProblems(kind, file, written, !!english),
      ...checked.problems.filter((problem) => !inherited(problem)),
    ],
  };
};

/** The kind's date fields a translation is compared with: its own last-updated field and the legal review. */
const dateFields = (kind: ContentKind) => contentModel[kind].fields.filter(({ type }) => type === "date");

/**
 * A translation older than its English page: written before the English page's last change
 * or its last legal review, so it may not say what the reviewed English says.
 */
export const staleTranslation = (
  kind: ContentKind,
  file: string,
  translation: Record<string, unknown>,
  english: Record<string, unknown>,
): ContentProblem | undefined => {
  const ownDate = dateFields(kind).find((field) => field.translated);
  const written = ownDate && parseContentDate(translation[ownDate.name]);
  if (!ownDate || !written) return undefined;
  const newer = dateFields(kind)
    .map(({ name }) => ({ name, date: parseContentDate(english[name]) }))
    .filter((entry): entry is { name: string; date: Date } => entry.date !== null && entry.date > written)
    .sort((a, b) => b.date.getTime() - a.date.getTime())[0];
  if (!newer) return undefined;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    file,
    field: ownDate.name,
    message: translationMessages.staleTranslation(
      day(written),
      newer.name,
      day(newer.date),
      twinFile(file, defaultLang),
      ownDate.name,
    ),
  };
};

/** An English page without its translation in `lang`, naming the file to write. */
export const missingTranslation = (englishFile: string, lang: Lang): ContentProblem => ({
  file: englishFile,
  field: "translation",
  message: translationMessages.missingTranslation(twinFile(englishFile, lang)),
});
