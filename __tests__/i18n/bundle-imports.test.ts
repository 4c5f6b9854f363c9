import fs from "fs";
import path from "path";

/**
 * The interface's and the pages' words travel in each page's data (gatsby-node puts `ui` and `texts` in
 * the page context), never in the JavaScript bundle: an English page must not download Arabic words, and
 * the home page's first-load JavaScript is held to its budget. That no component, page or template imports
 * (other than `import type`) the modules that hold them is one of dependency-cruiser's rules (`npm run lint`,
 * `wordModules` in scripts/lib/layers.cjs; __tests__/scripts/import-layers.test.ts plants one). What it cannot
 * see is which names of a module are imported: here, the Arabic words among the site facts.
 */

const root = path.resolve(__dirname, "../..");
const bundledFolders = ["src/components", "src/pages", "src/templates"];

/** Names of site-facts.ts that hold or make Arabic words: the dictionaries use them, components do not. */
const arabicFactNames = /^arabic\w*$/;

interface Import {
  line: number;
  specifier: string;
  names: string[];
}

/** The imports of a source that stay in the built JavaScript: every `import`/`export … from`/`import()`/`require()` but `import type`. */
const valueImportsOf = (source: string): Import[] => {
  const found: Import[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  // An import or re-export clause holds no semicolon, so a match never runs on into the next statement.
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue;
    const clause = match[3] ?? "";
    const names = [...clause.replace(/\btype\s+\w+\s*(as\s+\w+)?\s*,?/g, "").matchAll(/\b(\w+)\b(?:\s+as\s+\w+)?/g)]
      .map((name) => name[1])
      .filter((name) => name !== "as");
    // `import { type A, type B } from "x"`: nothing of x stays.
    if (match[1] === "import" && /^\{[\s\S]*\}$/.test(clause.trim()) && names.length === 0) continue;
    found.push({ line: lineAt(match.index!), specifier: match[4] ?? match[5], names });
  }
  for (const match of source.matchAll(/\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ line: lineAt(match.index!), specifier: match[1], names: [] });
  return found;
};

/** The module a relative specifier names, from the root, without its extension ("src/data/ui/index" → "src/data/ui"). */
const moduleOf = (file: string, specifier: string) =>
  specifier.startsWith(".")
    ? path
        .relative(root, path.resolve(path.dirname(path.join(root, file)), specifier))
        .split(path.sep)
        .join("/")
        .replace(/\.(tsx?|jsx?)$/, "")
        .replace(/\/index$/, "")
    : specifier;

/** What a file of the bundle imports that it must not, as "file:line what (why)". */
const bundleProblems = (file: string, source: string): string[] =>
  valueImportsOf(source).flatMap(({ line, specifier, names }) => {
    if (moduleOf(file, specifier) === "src/site-facts")
      return names
        .filter((name) => arabicFactNames.test(name))
        .map((name) => `${file}:${line} imports ${name} from src/site-facts (Arabic words: read them with useUi())`);
    return [];
  });

const sourcesUnder = (folder: string): string[] =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourcesUnder(`${folder}/${entry.name}`)
        : /\.(tsx?|jsx?)$/.test(entry.name)
          ? [`${folder}/${entry.name}`]
          : [],
    );

describe("the words stay out of the JavaScript bundle", () => {
  const files = bundledFolders.flatMap(sourcesUnder);

  it("reads the components, pages and templates", () => {
    expect(files).toEqual(expect.arrayContaining(["src/components/Header.tsx", "src/pages/index.tsx"]));
  });

  it("no component, page or template imports the Arabic facts", () => {
    expect(files.flatMap((file) => bundleProblems(file, fs.readFileSync(path.join(root, file), "utf8")))).toEqual([]);
  });

  it("would find such an import (planted)", () => {
    const planted = [
      'import { arabicDraftingClaim, siteFacts } from "../site-facts";',
      'import type { arabicFirmName } from "../site-facts";',
      'import { siteFacts } from "../site-facts";',
      'import { type arabicFirmName as Name, arabicHours } from "../site-facts";',
    ].join("\n");
    expect(bundleProblems("src/components/Planted.tsx", planted)).toEqual([
      "src/components/Planted.tsx:1 imports arabicDraftingClaim from src/site-facts (Arabic words: read them with useUi())",
      "src/components/Planted.tsx:4 imports arabicHours from src/site-facts (Arabic words: read them with useUi())",
    ]);
  });
});
