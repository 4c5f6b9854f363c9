/**
 * The content read as one set: every file is checked with the others in sight, so a translation is
 * completed from its English page as that page is now, an insight's topics and a service's related
 * services name the services that exist now, and two files that would publish to one URL are both
 * named. Pure: the files, the pictures' facts and the MDX reader are handed in. ./load-content.ts
 * reads them from the disk for the build and the scripts (loadContent = readContentSources, then this);
 * the CMS hands in the entry it is about to save, in each language (src/cms/draft-check.ts).
 */
import { type ContentKind, contentFolder, contentModel } from "../content-model";
import { defaultLang, languages, localizedPath, type Lang } from "../languages";
import { type BodyTools, bodyTreeOf } from "./body-to-tree";
import { buildMessages } from "./build-messages";
import type { ContentProblem } from "./content-problem";
import { type ContentCheck, findRouteClashes, formatProblem, slugFromPath, withDefaults } from "./field-checks";
import { checkDocument, documentFields } from "./document-check";
import { type ContentFile, type FrontmatterProblem, readContentFile } from "./frontmatter";
import { reservedRoutes } from "./reserved-routes";
import {
  languageOfFile,
  missingTranslation,
  outsideLanguageFolder,
  staleTranslation,
  twinFile,
} from "./translation-checks";

/** One file under content/<kind's folder>/, as text. */
export interface ContentText {
  kind: ContentKind;
  /** Its path from the project's root, e.g. content/services/ar/wills.mdx. */
  file: string;
  raw: string;
}

export interface ContentSources {
  texts: readonly ContentText[];
  /** Format and width of a picture in content/images/ by its file name; undefined when there is none. */
  image: ContentCheck["image"];
  reader: BodyTools;
  /** Problems found outside the documents (the interface's words against the terminology). */
  otherProblems?: readonly ContentProblem[];
  /**
   * Services that exist beside the English service files among `texts`: the CMS, which hands in one
   * entry, names those its relation widgets offered (they list only existing services).
   */
  otherServices?: readonly string[];
}

/** A document the site makes a page of: every field defaulted, a translation's completed from its English page. */
export interface ContentDocument {
  kind: ContentKind;
  fields: Record<string, unknown> & { slug: string; lang: Lang; sourceFile: string };
}

/** Everything the content says is wrong: problems (no page), scaffold text left (a page in develop only), warnings. */
export interface ContentReport {
  problems: ContentProblem[];
  placeholders: ContentProblem[];
  /** English pages whose translation is not written: a warning for `gatsby build`, a stop for build:production. */
  missingTranslations: ContentProblem[];
  /** Printed, never stopping the build. */
  warnings: string[];
}

export interface ResolvedContent {
  documents: ContentDocument[];
  report: ContentReport;
}

type Reading = ContentFile | { problem: FrontmatterProblem };

const englishServiceFolder = contentFolder("service", defaultLang);

export const resolveContent = ({
  texts,
  image,
  reader,
  otherProblems = [],
  otherServices = [],
}: ContentSources): ResolvedContent => {
  const readings = new Map<string, Reading>(texts.map(({ file, raw }) => [file, readContentFile(file, raw)]));
  // The services a topic or a related service may name: the English service pages' file names.
  const serviceSlugs = [
    ...texts
      .filter(({ kind, file }) => kind === "service" && file.slice(0, file.lastIndexOf("/")) === englishServiceFolder)
      .map(({ file }) => slugFromPath(file)),
    ...otherServices,
  ];
  const service = (slug: string) => serviceSlugs.includes(slug);
  const report: ContentReport = { problems: [], placeholders: [], missingTranslations: [], warnings: [] };
  const documents: ContentDocument[] = [];

  for (const { kind, file, raw } of texts) {
    const lang = languageOfFile(file);
    if (!lang) {
      report.problems.push(outsideLanguageFolder(kind, file));
      continue;
    }
    const reading = readings.get(file)!;
    if ("problem" in reading) {
      report.problems.push(reading.problem);
      continue;
    }
    const englishReading = lang === defaultLang ? undefined : readings.get(twinFile(file, defaultLang));
    // An English page that cannot be read is reported as its own problem; its translation waits for it.
    if (englishReading && "problem" in englishReading) continue;
    const english = englishReading?.data;
    const stale = english && staleTranslation(kind, file, reading.data, english);
    if (stale) report.warnings.push(`${buildMessages.staleTranslationWarning()}${formatProblem(stale)}`);
    const topics = contentModel[kind].fields.some(({ type }) => type === "topics") ? serviceSlugs : undefined;
    const { problems, warnings, placeholders, read } = checkDocument({
      kind,
      file,
      lang,
      raw,
      ...reading,
      english,
      image,
      topics,
      service,
      reader,
    });
    report.warnings.push(...warnings.map(formatProblem));
    report.problems.push(...problems);
    report.placeholders.push(...placeholders);
    if (problems.length > 0) continue;
    documents.push({
      kind,
      fields: {
        ...withDefaults(kind, documentFields(reading.data, kind, english), lang),
        slug: slugFromPath(file),
        lang,
        sourceFile: file,
        body: bodyTreeOf(reader, read.tree),
        placeholders: placeholders.map(({ field, message }) => `${field} ${message}`),
      },
    });
  }

  const routeOf = ({ kind, fields: { lang, slug } }: ContentDocument) =>
    localizedPath(lang, contentModel[kind].route(slug));
  report.problems.push(
    ...findRouteClashes(
      documents.map((document) => ({ route: routeOf(document), file: document.fields.sourceFile })),
      reservedRoutes,
    ),
    ...otherProblems,
  );
  report.missingTranslations.push(...missingTranslations(documents, new Set(readings.keys())));
  return { documents, report };
};

/**
 * English pages of a kind that is translated whose translation is not there. A translation whose file
 * exists but made no document is not missing: its own problems, naming it, are reported.
 */
const missingTranslations = (documents: readonly ContentDocument[], files: ReadonlySet<string>) =>
  documents.flatMap(({ kind, fields: { lang, sourceFile } }) =>
    contentModel[kind].twins === "optional" || lang !== defaultLang
      ? []
      : languages
          .filter((other) => other !== defaultLang && !files.has(twinFile(sourceFile, other)))
          .map((other) => missingTranslation(sourceFile, other)),
  );
