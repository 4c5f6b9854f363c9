/**
 * The one entry to the content: `loadContent(root)` reads every file under content/ (each kind's
 * folder, every language, and whatever an editor put beside the language folders), the pictures'
 * formats and widths, and the interface's words, and hands them to resolveContent (./resolve-content.ts)
 * as one set. gatsby-node.ts sources the site's nodes from what it returns; the scripts that check
 * content call it too. Nothing is cached between calls: each call sees the content as it is now.
 */
import fs from "fs";
import path from "path";
import { contentKinds, contentModel } from "../content-model";
import type { ImageFacts } from "./field-checks";
import { loadBodyTools } from "./body-tools-native";
import { readImageFacts } from "./image-facts";
import { interfaceTermProblems } from "./interface-terminology";
import { type ContentSources, type ContentText, type ResolvedContent, resolveContent } from "./resolve-content";

/** The folder of the pictures documents name by file name. */
export const imagesFolder = "content/images";

/** Every .md and .mdx file under `dir`, at any depth, as paths from `root`, sorted. */
const contentFilesUnder = (root: string, dir: string): string[] => {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) =>
      entry.isDirectory()
        ? contentFilesUnder(root, `${dir}/${entry.name}`)
        : /\.mdx?$/.test(entry.name)
          ? [`${dir}/${entry.name}`]
          : [],
    );
};

/** Every content file of every kind, as text. */
export const readContentTexts = (root: string): ContentText[] =>
  contentKinds.flatMap((kind) =>
    contentFilesUnder(root, `content/${contentModel[kind].folder}`).map((file) => ({
      kind,
      file,
      raw: fs.readFileSync(path.join(root, file), "utf8"),
    })),
  );

/** The format and width of every picture in content/images/, by file name. */
const readImagesFacts = async (root: string): Promise<Map<string, ImageFacts>> => {
  const dir = path.join(root, imagesFolder);
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];
  const facts = await Promise.all(names.map((name) => readImageFacts(path.join(dir, name))));
  return new Map(names.flatMap((name, i) => (facts[i] ? [[name, facts[i]] as const] : [])));
};

/**
 * What resolveContent needs of the content under `root`, read from the disk now: every file's text, the
 * pictures' facts and the MDX reader. The scaffolders add the file they start to it (scripts/lib/scaffold.mjs).
 */
export const readContentSources = async (root: string): Promise<ContentSources> => {
  const images = await readImagesFacts(root);
  return { texts: readContentTexts(root), image: (name) => images.get(name), reader: await loadBodyTools() };
};

/** The whole content under `root`, read now, checked as one set: its documents and one report of every problem. */
export const loadContent = async (root: string): Promise<ResolvedContent> =>
  resolveContent({ ...(await readContentSources(root)), otherProblems: interfaceTermProblems(root) });
