import fs from "fs";
import path from "path";
import { placeholdersIn } from "./sample-values";

/**
 * The last check of `npm run build:production`: the built tree in public/, as it will be
 * uploaded, holds no sample or placeholder (the patterns of sample-values.ts). It catches
 * what the input check cannot see: a sample in content, a stale file, a value compiled in
 * from somewhere else.
 */

/** Files a browser or the host reads as text. Images and fonts are not searched. */
const TEXT_FILE = /\.(?:html?|js|mjs|cjs|json|map|xml|txt|css|svg|webmanifest)$|(?:^|\/)_(?:headers|redirects)$/;

/** A source of this project in a source map (webpack://<package name>/./src/…), not a package's or Gatsby's. */
const isOwnSource = (source: string, project: string) =>
  source.startsWith(`webpack://${project}/./`) && !/^webpack:\/\/[^/]*\/\.\/(?:node_modules|\.cache)\//.test(source);

/** Text as a reader sees it: HTML entities and JavaScript string escapes undone, so "&amp;" and "\u0027" match. */
const decoded = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(['"])/g, "$1");

interface SourceMap {
  sources?: string[];
  sourcesContent?: (string | null)[];
}

const parsedMap = (text: string): SourceMap | undefined => {
  try {
    return JSON.parse(text) as SourceMap;
  } catch {
    return undefined;
  }
};

/** The project's own sources in a source map (packages' sources and their comments are not the firm's text). */
const ownSourcesOf = (map: SourceMap, project: string): string =>
  (map.sources ?? [])
    .map((source, i) => (isOwnSource(source, project) ? (map.sourcesContent?.[i] ?? "") : ""))
    .join("\n");

/**
 * The placeholders of one built file of the project named `project` (package.json's name, which
 * webpack writes into source maps). `readSibling` reads another file of the tree (a script's
 * source map): a script built from packages alone is searched for samples but not for
 * example domains, which libraries name in their own examples (Decap's `https://example.com`).
 */
export const deployedFileProblems = (
  file: string,
  text: string,
  { project, readSibling }: { project: string; readSibling: (file: string) => string | undefined },
): string[] => {
  let searched = text;
  let hosts = true;
  if (file.endsWith(".map")) {
    const map = parsedMap(text);
    if (map) searched = ownSourcesOf(map, project);
  } else if (/\.[cm]?js$/.test(file)) {
    const map = parsedMap(readSibling(`${file}.map`) ?? "");
    hosts = !map?.sources || map.sources.some((source) => isOwnSource(source, project));
  }
  return [...new Set(placeholdersIn(decoded(searched), { hosts }))].map((found) => `${file}: ${found}`);
};

const filesUnder = (dir: string, prefix = ""): string[] =>
  fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(dir, `${prefix}${entry.name}/`)
        : entry.isFile()
          ? [`${prefix}${entry.name}`]
          : [],
    );

/** Every placeholder in the text files of a built tree, each as "public/<file>: <what (why)>". */
export const deployedTreeProblems = (publicDir: string, project: string): string[] => {
  const read = (file: string) => {
    const full = path.join(publicDir, file);
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined;
  };
  const label = path.basename(publicDir);
  return filesUnder(publicDir)
    .filter((file) => TEXT_FILE.test(file))
    .sort()
    .flatMap((file) =>
      deployedFileProblems(file, read(file)!, { project, readSibling: read }).map((problem) => `${label}/${problem}`),
    );
};
