import fs from "fs";
import path from "path";
import { anchorsOf, linkProblems, namedThingProblems } from "../support/doc-links";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
/** What the build and the scripts make: .gitignore's folders (`/screenshots/` is the top-level one only). */
const made = read(".gitignore")
  .split("\n")
  .filter((line) => line.endsWith("/"))
  .map((line) => line.replace(/^\//, ""));

/** The README, the pages of docs/, the editors' guides and the benchmarks. */
const pages = [
  "README.md",
  "BENCHMARKS.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...fs
    .readdirSync(path.join(root, "content"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `content/${name}`),
];

describe("the documentation's links", () => {
  it("reads the README, docs/ and the editors' guides", () => {
    expect(pages).toEqual(
      expect.arrayContaining(["README.md", "docs/architecture.md", "docs/testing.md", "content/README.md"]),
    );
  });

  it.each(pages)("%s links only to files and headings that exist", (file) => {
    expect(linkProblems(root, file, read(file))).toEqual([]);
  });

  it("the README names only scripts and files that exist", () => {
    expect(namedThingProblems(root, "README.md", read("README.md"), scripts, made)).toEqual([]);
  });

  it("the README links to every page of docs/", () => {
    const readme = read("README.md");
    const unlinked = pages.filter((file) => file.startsWith("docs/") && !readme.includes(`](${file})`));
    expect(unlinked).toEqual([]);
  });
});

describe("the link check (planted faults)", () => {
  const page = [
    "# Testing",
    "## What `npm test` runs",
    "See [the layers](architecture.md#layers), [testing](#what-npm-test-runs) and [a picture](../content/guide/cms-editor.png).",
    "```md",
    "[an example](nowhere.md)",
    "```",
    "A site link: [terms](/legal/terms/), and [elsewhere](https://example.com/).",
  ].join("\n");

  it("finds headings as GitHub anchors them", () => {
    expect([...anchorsOf("# A, b & `c`\n## Mise à jour\n## Mise à jour")]).toEqual([
      "a-b--c",
      "mise-à-jour",
      "mise-à-jour-1",
    ]);
  });

  it("passes a page whose links hold, and fails on a missing file or heading", () => {
    expect(linkProblems(root, "docs/testing.md", page)).toEqual([]);
    expect(
      linkProblems(
        root,
        "docs/testing.md",
        `${page}\n[gone](deploy.md) [no such part](architecture.md#nowhere) [here](#nowhere)`,
      ),
    ).toEqual([
      "docs/testing.md: deploy.md (no file docs/deploy.md)",
      "docs/testing.md: architecture.md#nowhere (docs/architecture.md has no heading #nowhere)",
      "docs/testing.md: #nowhere (docs/testing.md has no heading #nowhere)",
    ]);
  });

  it("fails on a script or a file the README names that does not exist", () => {
    const readme =
      "Run `npm run graph`, then `npm run grpah`; the layers are in `scripts/lib/layers.cjs`, not `src/layers.ts`.";
    expect(namedThingProblems(root, "README.md", readme, scripts)).toEqual([
      "README.md: npm run grpah (package.json has no such script)",
      "README.md: src/layers.ts (no such file or folder)",
    ]);
  });
});
