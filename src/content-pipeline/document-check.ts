/**
 * Everything the build checks in one content document, as one pure function: its fields against
 * the content model (a translation's completed from its English page), the wrong-law names, the
 * scaffold's placeholders, and the content policy on its body. resolveContent (./resolve-content.ts)
 * runs it on every file with the whole set in sight, for the build, the scaffolders and the CMS's save
 * check alike: one set of rules, one set of messages.
 */
import type { ContentKind } from "../content-model";
import { defaultLang, type Lang } from "../languages";
import { type BodyReader, inFile, readBody, type ReadBody } from "./body-policy";
import { type ContentCheck, type ContentCheckResult, checkContent, withEnglishFields } from "./field-checks";
import { checkTranslation } from "./translation-checks";

export interface DocumentToCheck {
  kind: ContentKind;
  /** Path of the file relative to the project, e.g. content/services/ar/wills.mdx. */
  file: string;
  lang: Lang;
  /** The whole file, frontmatter included. */
  raw: string;
  /** The file as src/content-pipeline/frontmatter.ts reads it. */
  data: Record<string, unknown>;
  body: string;
  /** A translation's English page (its frontmatter), or undefined when it has none. */
  english: Record<string, unknown> | undefined;
  image: ContentCheck["image"];
  /** The service slugs a `topics` field may name. */
  topics?: ContentCheck["topics"];
  /** Whether a service a `services` field names exists. */
  service?: ContentCheck["service"];
  reader: BodyReader;
}

export interface DocumentCheckResult extends ContentCheckResult {
  /** The fields the page is made of: a translation's with those it takes from its English page. */
  frontmatter: Record<string, unknown>;
  /** The body read by the content policy (its tree when it refuses nothing). */
  read: ReadBody;
}

/** The document's fields as the page is made of them: a translation's completed from its English page. */
export const documentFields = (data: Record<string, unknown>, kind: ContentKind, english?: Record<string, unknown>) =>
  english ? withEnglishFields(kind, data, english) : data;

export const checkDocument = ({
  kind,
  file,
  lang,
  raw,
  data,
  body,
  english,
  image,
  topics,
  service,
  reader,
}: DocumentToCheck): DocumentCheckResult => {
  const frontmatter = documentFields(data, kind, english);
  const checked =
    lang === defaultLang
      ? checkContent({ kind, file, frontmatter, raw, image, topics, service })
      : checkTranslation({ kind, file, written: data, english, raw, image, topics, service });
  // The body is read, never compiled: a body the policy refuses gets no page.
  const read = readBody(reader, body, kind);
  return { ...checked, problems: [...checked.problems, ...inFile(file, read.problems)], frontmatter, read };
};
