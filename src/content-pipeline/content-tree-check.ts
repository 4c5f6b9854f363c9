/**
 * The check of every file under content/ that runs before Gatsby reads any (gatsby-node.ts's
 * onPreBootstrap): what Gatsby's own readers must never see. Everything else is loadContent's.
 */
import fs from "fs";
import path from "path";
import { contentKinds, contentModel } from "../content-model";
import { contentTreeMessages } from "./build-messages";
import type { ContentProblem } from "./content-problem";
import { FrontmatterReferenceError, readFrontmatter } from "./frontmatter";

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
    .filter((entry) => !entry.name.startsWith(".") && !entry.isSymbolicLink())
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(root, `${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
    )
    .sort();
};

/**
 * Every symbolic link in content/, the folder itself included, as paths from the root. Gatsby follows them, so a
 * link committed with the content would publish (or the CMS overwrite) whatever file it points to.
 */
const linksUnder = (root: string, folder = "content"): string[] => {
  const full = path.join(root, folder);
  const stat = fs.lstatSync(full, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) return [folder];
  if (!stat?.isDirectory()) return [];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => linksUnder(root, `${folder}/${name}`));
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
 * sub-folder: a symbolic link, a file that is not a picture in content/images/, one that is not a document in a
 * document folder, and frontmatter with anchors or aliases, which gatsby-plugin-mdx's reader would
 * expand (a few hundred bytes of aliases stall the build for hours).
 */
export const contentTreeProblems = (root: string): ContentProblem[] => [
  ...linksUnder(root).map((file) => ({
    file,
    field: "file",
    message: contentTreeMessages.symbolicLink(fs.readlinkSync(path.join(root, file))),
  })),
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
