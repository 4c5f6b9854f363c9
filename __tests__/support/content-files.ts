/**
 * One kind's content files in one language, as they are on the disk, read with the site's one frontmatter
 * reader: for tests that go through this site's own documents.
 */
import fs from "fs";
import path from "path";
import { type ContentKind, contentFolder } from "../../src/content-model";
import { type ContentFile, type FrontmatterProblem, readContentFile } from "../../src/content-pipeline/frontmatter";
import type { Lang } from "../../src/languages";

/** The kind's files in one language, as paths from the project's root (content/services/en/x.mdx), sorted. */
export const contentFilesIn = (root: string, kind: ContentKind, lang: Lang): string[] => {
  const folder = contentFolder(kind, lang);
  const dir = path.join(root, folder);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /\.mdx?$/.test(name))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];
};

/** A content file's fields and body, or the problem that stops the build. */
export const readContentFileAt = (root: string, file: string): ContentFile | { problem: FrontmatterProblem } =>
  readContentFile(file, fs.readFileSync(path.join(root, file), "utf8"));
