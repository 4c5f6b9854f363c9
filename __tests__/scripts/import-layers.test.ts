/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

/**
 * The import check of `npm run lint` (dependency-cruiser with .dependency-cruiser.cjs): run on a small tree
 * written here, it passes the tree as it is and fails it once an upward import, a cycle, a component
 * importing the words of every language, or a page's or the CMS's code reaching the disk (directly or
 * through other modules) is planted.
 * And docs/architecture.md's layers and picture are the ones `npm run graph` makes from today's code.
 */

const root = path.resolve(__dirname, "../..");

type Tree = Record<string, string>;
interface Verdict {
  status: number;
  report: string;
}

/** Each tree written to a folder of its own and cruised there, all in one process (support/cruise.mjs). */
const cruiseTrees = (trees: Tree[]): Verdict[] => {
  const dirs = trees.map((tree) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-layers-"));
    for (const [file, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  });
  try {
    const run = spawnSync(process.execPath, [path.join(__dirname, "support/cruise.mjs"), ...dirs], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`support/cruise.mjs failed:\n${run.stderr}${run.stdout}`);
    return JSON.parse(run.stdout);
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** The trees the import check's tests name with cruised(), cruised together before the first of them. */
const trees: Tree[] = [];
let verdicts: Verdict[] = [];

/** What the import check says of `tree`, read in a test (the cruise runs before them). */
const cruised = (tree: Tree) => {
  const index = trees.push(tree) - 1;
  return () => verdicts[index];
};

/** The cruise of a tree with nothing planted in it passes. */
const expectNoViolations = ({ status, report }: Verdict) => {
  expect(report).toContain("no dependency violations found");
  expect(status).toBe(0);
};

/** A small tree in four layers, its imports pointing down. */
const cleanTree: Tree = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { jsx: "react-jsx", moduleResolution: "node", strict: true } }),
  "src/site-facts.ts": 'export const firmName = "Firm";\n',
  "src/lib/dates.ts": 'import { firmName } from "../site-facts";\nexport const stamp = () => firmName;\n',
  "src/consent/texts.ts": "export interface ConsentTexts {\n  title: string;\n}\n",
  "src/consent/config.ts":
    'import { stamp } from "../lib/dates";\nimport type { ConsentTexts } from "./texts";\nexport const texts: ConsentTexts = { title: stamp() };\n',
  "src/components/Header.tsx": 'import { stamp } from "../lib/dates";\nexport const Header = () => <p>{stamp()}</p>;\n',
  "src/components/Logo.tsx": "export const Logo = () => <span>Firm</span>;\n",
};

describe("the import check", () => {
  beforeAll(() => {
    verdicts = cruiseTrees(trees);
  }, 60_000);

  const allDown = cruised(cleanTree);
  it("passes a tree whose imports point down", () => {
    const { status, report } = allDown();
    expect(report).toContain("no dependency violations found (6 modules");
    expect(status).toBe(0);
  });

  const upwardAndCycle = cruised({
    ...cleanTree,
    "src/lib/dates.ts": `import type { Logo } from "../components/Logo";\n${cleanTree["src/lib/dates.ts"]}export type Shown = typeof Logo;\n`,
    "src/consent/texts.ts": `import type { texts } from "./config";\n${cleanTree["src/consent/texts.ts"]}export type Sample = typeof texts;\n`,
  });
  it("fails on a helper importing a component and on two modules importing each other (planted)", () => {
    const { status, report } = upwardAndCycle();
    expect(status).not.toBe(0);
    expect(report).toMatch(/error layers: helpers: src\/lib\/dates\.ts → src\/components\/Logo\.tsx/);
    expect(report).toMatch(/error no-circular: src\/consent\/(config|texts)\.ts →/);
    expect(report).toContain("2 dependency violations (2 errors");
  });

  const words = {
    "src/data/ui/index.ts": 'export interface Ui {\n  hello: string;\n}\nexport const ui: Ui = { hello: "Hello" };\n',
    "src/data/navigation.ts": 'export const links = ["/"];\n',
    "src/components/Nav.tsx":
      'import { links } from "../data/navigation";\nimport type { Ui } from "../data/ui";\nexport const Nav = ({ ui }: { ui: Ui }) => <a href={links[0]}>{ui.hello}</a>;\n',
  };
  const wordTypes = cruised({ ...cleanTree, ...words });
  const wordValues = cruised({
    ...cleanTree,
    ...words,
    "src/components/Greeting.tsx":
      'import { ui } from "../data/ui";\nexport const Greeting = () => <p>{ui.hello}</p>;\n',
  });
  it("lets the bundle import the words' types only, and any module of src/data/ that holds no words (planted)", () => {
    expectNoViolations(wordTypes());
    const { status, report } = wordValues();
    expect(status).not.toBe(0);
    expect(report).toMatch(
      /error words: types only in the bundle: src\/components\/Greeting\.tsx → src\/data\/ui\/index\.ts/,
    );
    expect(report).toContain("1 dependency violations (1 errors");
  });

  const build = {
    "src/build/read-list.ts": 'import fs from "node:fs";\nexport const list = () => fs.readdirSync(".");\n',
  };
  const buildReads = cruised({ ...cleanTree, ...build });
  const helpersAndPagesRead = cruised({
    ...cleanTree,
    ...build,
    "src/lib/dates.ts": `import fs from "fs";\n${cleanTree["src/lib/dates.ts"]}export const now = () => fs.statSync(".").mtime;\n`,
    "src/components/Logo.tsx": `import { readFile } from "node:fs/promises";\nexport const logo = () => readFile("logo.svg");\n${cleanTree["src/components/Logo.tsx"]}`,
    "src/templates/service.tsx":
      'import { execSync } from "child_process";\nexport const head = () => String(execSync("git log"));\n',
  });
  it("keeps the disk out of the helpers and the pages' code, and lets the build read it (planted)", () => {
    expectNoViolations(buildReads());
    const { status, report } = helpersAndPagesRead();
    expect(status).not.toBe(0);
    expect(report).toMatch(/error no disk in pages or helpers: src\/lib\/dates\.ts → fs\b/);
    expect(report).toMatch(/error no disk in pages or helpers: src\/components\/Logo\.tsx → (node:)?fs\/promises/);
    expect(report).toMatch(/error no disk in pages or helpers: src\/templates\/service\.tsx → child_process/);
    // And the two modules that import src/lib/dates.ts now reach the disk through it.
    expect(report).toMatch(
      /error no disk in pages or helpers: src\/components\/Header\.tsx → fs\s+src\/lib\/dates\.ts →/,
    );
    expect(report).toMatch(/error no disk in pages or helpers: src\/consent\/config\.ts → fs\s+src\/lib\/dates\.ts →/);
    expect(report).toContain("5 dependency violations (5 errors");
  });

  const pipeline = {
    "src/content-pipeline/resolve-content.ts": "export const resolveContent = (files: string[]) => files.length;\n",
    "src/content-pipeline/load-content.ts":
      'import fs from "node:fs";\nimport { resolveContent } from "./resolve-content";\nexport const loadContent = (root: string) => resolveContent(fs.readdirSync(root));\n',
    "src/build/page-list.ts":
      'import { loadContent } from "../content-pipeline/load-content";\nexport const pageList = () => loadContent("content");\n',
    "src/cms/draft-check.ts":
      'import { resolveContent } from "../content-pipeline/resolve-content";\nexport const check = () => resolveContent([]);\n',
  };
  const pipelineReads = cruised({ ...cleanTree, ...pipeline });
  const pageAndCmsReachIt = cruised({
    ...cleanTree,
    ...pipeline,
    "src/templates/service.tsx":
      'import { loadContent } from "../content-pipeline/load-content";\nexport const count = () => loadContent("content");\n',
    "src/cms/previews.tsx": 'import { pageList } from "../build/page-list";\nexport const pages = () => pageList();\n',
  });
  it("keeps the disk out of what a page or the CMS reaches through other modules (planted)", () => {
    expectNoViolations(pipelineReads());
    const { status, report } = pageAndCmsReachIt();
    expect(status).not.toBe(0);
    expect(report).toMatch(/error no disk in pages or helpers: src\/templates\/service\.tsx → (node:)?fs\b/);
    expect(report).toMatch(/error no disk in pages or helpers: src\/cms\/previews\.tsx → (node:)?fs\b/);
    expect(report).toContain("2 dependency violations (2 errors");
  });
});

describe("docs/architecture.md", () => {
  it("shows the layers and the imports between them as the code has them (npm run graph)", () => {
    const run = spawnSync(process.execPath, [path.join(root, "scripts/layers-graph.mjs"), "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(`${run.stdout}${run.stderr}`).toContain("docs/architecture.md's layers match the code.");
    expect(run.status).toBe(0);
  }, 60_000);
});
