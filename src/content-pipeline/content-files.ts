/**
 * The content files as they are on the disk, read with the one frontmatter reader
 * (src/content-pipeline/frontmatter.ts): for the checks that run before Gatsby starts (gatsby-node.ts's onPreBootstrap,
 * scripts/build-production.cjs) and for the build reading a translation's English page.
 */
import fs from "fs";
import path from "path";
import { type ContentKind, contentFolder, contentKinds, contentModel } from "../content-model";
import { type Lang, languages } from "../languages";
import { contentTreeMessages } from "./build-messages";
import type { ContentProblem } from "./content-problem";
import {
  type ContentFile,
  type FrontmatterProblem,
  FrontmatterReferenceError,
  readContentFile,
  readFrontmatter,
} from "./frontmatter";

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

/** The folder of content/ that gatsby-config.ts sources as pictures; the documents' folders are the content model's. */
const imagesFolder = "content/images";

/** What a picture in content/images/ may be: the formats the image pipeline turns into responsive images. */
const pictureExtensions = [".jpg", ".jpeg", ".png", ".webp"];

/** What gatsby-plugin-mdx reads as a document (gatsby-config.ts). */
const documentExtensions = [".mdx", ".md"];

/** Every file under `folder` (from the project's root), as paths from the root; dot-files, which Gatsby skips, left out. */
const filesUnder = (root: string, folder: string): string[] => {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(root, `${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
    )
    .sort();
};

const hasExtension = (file: string, extensions: readonly string[]) =>
  extensions.includes(path.extname(file).toLowerCase());

/** A document's frontmatter problem that must stop the build before Gatsby reads the file: an anchor or alias. */
const referenceProblem = (root: string, file: string): ContentProblem[] => {
  try {
    readFrontmatter(fs.readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    if (error instanceof FrontmatterReferenceError)
      return [{ file, field: `line ${error.line}`, message: error.message }];
    // Every other problem of the file is reported with the rest of the content's, once every file is read.
  }
  return [];
};

/**
 * What must stop the build before Gatsby reads content/, in every folder it sources, whatever the
 * sub-folder: a file that is not a picture in content/images/, one that is not a document in a
 * document folder, and frontmatter with anchors or aliases, which gatsby-plugin-mdx's reader would
 * expand (a few hundred bytes of aliases stall the build for hours).
 */
export const contentTreeProblems = (root: string): ContentProblem[] => [
  ...filesUnder(root, imagesFolder).flatMap((file) =>
    hasExtension(file, pictureExtensions)
      ? []
      : [{ file, field: "file", message: contentTreeMessages.notAPicture(imagesFolder, pictureExtensions) }],
  ),
  ...contentKinds.flatMap((kind) => {
    const folder = `content/${contentModel[kind].folder}`;
    return filesUnder(root, folder).flatMap((file) =>
      hasExtension(file, documentExtensions)
        ? referenceProblem(root, file)
        : [{ file, field: "file", message: contentTreeMessages.notADocument(folder, documentExtensions) }],
    );
  }),
];
