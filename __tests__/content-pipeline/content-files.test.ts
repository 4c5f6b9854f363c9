/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentTreeProblems, unreadableContentFiles } from "../../src/content-pipeline/content-files";
import { unreviewedPages } from "../../src/build/review-status";
import { translationStatus } from "../../src/content-pipeline/translations";
import { codeInFrontmatter } from "../support/frontmatter-payload";
import { temporaryDir } from "../support/temporary-dir";

/** A site's content folder with one service in English and Arabic, its English page as given. */
const siteWithService = (englishRaw: string) => {
  const root = temporaryDir("content-files-");
  const write = (lang: string, raw: string) => {
    fs.mkdirSync(path.join(root, "content/services", lang), { recursive: true });
    fs.writeFileSync(path.join(root, "content/services", lang, "wills.mdx"), raw);
  };
  write("en", englishRaw);
  write("ar", "---\ntitle: الوصايا\ndescription: وصف.\ndate: 2026-11-01\n---\n\nنص.\n");
  return root;
};

describe("the checks build:production runs before Gatsby starts", () => {
  it("name a file that opens with ---js, and never run its frontmatter", () => {
    const payload = codeInFrontmatter();
    const root = siteWithService(payload.raw);
    const problems = [unreadableContentFiles(root), unreviewedPages(root), translationStatus(root)];
    expect(payload.ran()).toBe(false);
    expect(problems[0]).toEqual([
      {
        file: "content/services/en/wills.mdx",
        field: "line 1",
        message: expect.stringContaining('is "---js": the first line must be exactly ---'),
      },
    ]);
    // Reported once, by unreadableContentFiles: the other checks leave the file out.
    expect(problems.slice(1)).toEqual([[], { missing: [], stale: [] }]);
  });

  it("find nothing unreadable in this site's content", () => {
    expect(unreadableContentFiles(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("read a file that opens with --- as before", () => {
    const root = siteWithService("---\ntitle: Wills\ndate: 2026-11-20\nreviewedOn: 2026-11-22\n---\n\nBody.\n");
    expect(unreadableContentFiles(root)).toEqual([]);
    expect(unreviewedPages(root)).toEqual([
      expect.stringMatching(/^content\/services\/en\/wills\.mdx: never reviewed/),
    ]);
    expect(translationStatus(root).stale).toEqual([
      expect.objectContaining({ file: "content/services/ar/wills.mdx", field: "date" }),
    ]);
  });
});

describe("the check of every file Gatsby would read, before it reads any (onPreBootstrap)", () => {
  const aliasBomb = [
    "---",
    'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
    ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
      (name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(", ")}]`,
    ),
    "---",
    "",
  ].join("\n");

  const siteWith = (files: Record<string, string>) => {
    const root = siteWithService("---\ntitle: Wills\n---\n\nText.\n");
    fs.mkdirSync(path.join(root, "content/images"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/images/wills.jpg"), "a picture");
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return root;
  };

  it("names an alias bomb in the pictures' folder, a document in a sub-folder, and any other file of the wrong kind", () => {
    const root = siteWith({
      "content/images/notes.md": aliasBomb,
      "content/images/deep/notes.mdx": "---\ntitle: T\n---\n",
      "content/images/.DS_Store": "skipped by Gatsby",
      "content/services/en/data.json": "{}",
      "content/insights/drafts/idea.md": aliasBomb,
      "content/legal/en/terms.mdx": '---\ntitle: &t "Terms"\nshortTitle: *t\n---\n',
    });
    expect(contentTreeProblems(root)).toEqual([
      {
        file: "content/images/deep/notes.mdx",
        field: "file",
        message:
          "is not a picture (.jpg, .jpeg, .png, .webp): content/images/ holds only pictures; move the file out of content/ or delete it",
      },
      { file: "content/images/notes.md", field: "file", message: expect.stringContaining("is not a picture") },
      {
        file: "content/services/en/data.json",
        field: "file",
        message:
          "is not a page (.mdx or .md): content/services/ holds only pages; move the file out of content/ or delete it",
      },
      {
        file: "content/legal/en/terms.mdx",
        field: "line 2",
        message: expect.stringContaining('holds the anchor "&t"'),
      },
      {
        file: "content/insights/drafts/idea.md",
        field: "line 2",
        message: expect.stringContaining('holds the anchor "&a"'),
      },
    ]);
  });

  it("leaves every other frontmatter problem to the build's one report of every file", () => {
    expect(contentTreeProblems(siteWith({ "content/services/en/code.mdx": codeInFrontmatter().raw }))).toEqual([]);
  });

  it("finds nothing in this site's content", () => {
    expect(contentTreeProblems(path.resolve(__dirname, "../.."))).toEqual([]);
  });
});
