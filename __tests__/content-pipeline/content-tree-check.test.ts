/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentTreeProblems } from "../../src/content-pipeline/content-tree-check";
import { aliasBomb, codeInFrontmatter } from "../support/frontmatter-payload";
import { temporaryDir } from "../support/temporary-dir";

/** A site's content folder with one service in English and Arabic, its English page as given. */
const siteWithService = (englishRaw: string) => {
  const root = temporaryDir("content-tree-");
  const write = (lang: string, raw: string) => {
    fs.mkdirSync(path.join(root, "content/services", lang), { recursive: true });
    fs.writeFileSync(path.join(root, "content/services", lang, "wills.mdx"), raw);
  };
  write("en", englishRaw);
  write("ar", "---\ntitle: الوصايا\ndescription: وصف.\ndate: 2026-11-01\n---\n\nنص.\n");
  return root;
};

describe("the check of every file Gatsby would read, before it reads any (onPreBootstrap)", () => {
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

  it("names every symbolic link in content/, to a file or a folder, inside it or out (Gatsby would follow it)", () => {
    const root = siteWith({});
    fs.writeFileSync(path.join(root, "gatsby-node.ts"), "export {};\n");
    fs.symlinkSync("../../../gatsby-node.ts", path.join(root, "content/services/en/node.mdx"));
    fs.symlinkSync(path.join(root, "content/services/en"), path.join(root, "content/insights"), "dir");
    fs.symlinkSync("wills.jpg", path.join(root, "content/images/copy.jpg"));
    expect(contentTreeProblems(root)).toEqual([
      {
        file: "content/images/copy.jpg",
        field: "file",
        message:
          "is a symbolic link (to wills.jpg): content/ holds only files and folders of its own; put the file itself there or delete the link",
      },
      { file: "content/insights", field: "file", message: expect.stringContaining("is a symbolic link") },
      {
        file: "content/services/en/node.mdx",
        field: "file",
        message: expect.stringContaining("(to ../../../gatsby-node.ts)"),
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
