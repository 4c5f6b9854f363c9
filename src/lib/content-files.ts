/**
 * The content files as they are on the disk, read with the one frontmatter reader
 * (src/lib/frontmatter.ts): for the checks that run before Gatsby starts (scripts/build-production.cjs)
 * and for the build reading a translation's English page.
 */
import fs from "fs";
import path from "path";
import { type ContentKind, contentFolder, contentKinds } from "../content-model";
import { type Lang, languages } from "../languages";
import { type ContentFile, type FrontmatterProblem, readContentFile } from "./frontmatter";

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

/** Every content file whose frontmatter cannot be read: the production build stops on them before Gatsby starts. */
export const unreadableContentFiles = (root: string): FrontmatterProblem[] =>
  contentKinds.flatMap((kind) =>
    languages.flatMap((lang) =>
      contentFilesIn(root, kind, lang).flatMap((file) => {
        const reading = readContentFileAt(root, file);
        return "problem" in reading ? [reading.problem] : [];
      }),
    ),
  );
