/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentKinds } from "../../src/content-model";
import { languages } from "../../src/languages";
import { contentFilesIn } from "../support/content-files";
import { FrontmatterError, readContentFile, readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { codeInFrontmatter } from "../support/frontmatter-payload";

// What gatsby-plugin-mdx makes of a file: the body it compiles must be the body the checks read.
const { parseFrontmatter } = require("gatsby-plugin-mdx/dist/frontmatter") as {
  parseFrontmatter: (cacheKey: string, source: string) => { body: string; frontmatter: Record<string, unknown> };
};

const root = path.resolve(__dirname, "../..");
const documents = contentKinds.flatMap((kind) => languages.flatMap((lang) => contentFilesIn(root, kind, lang)));

/** gray-matter's js-yaml turns a YYYY-MM-DD into a Date; the reader keeps the day as written. */
const asWritten = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );

const refusal = (raw: string) => {
  try {
    readFrontmatter(raw);
  } catch (error) {
    if (error instanceof FrontmatterError) return { line: error.line, message: error.message };
    throw error;
  }
  throw new Error("read without a refusal");
};

describe("the frontmatter reader", () => {
  it.each(documents)("reads %s as gatsby-plugin-mdx does: the same fields and the same body", (file) => {
    const raw = fs.readFileSync(path.join(root, file), "utf8");
    const gatsby = parseFrontmatter(`reader-${file}`, raw);
    const read = readFrontmatter(raw);
    expect(read.body).toBe(gatsby.body);
    expect(read.data).toEqual(asWritten(gatsby.frontmatter));
  });

  it.each(["---js", "---javascript"] as const)(
    "refuses a file that opens with %s, naming line 1 and what it must be, without running it",
    (opening) => {
      const payload = codeInFrontmatter(opening);
      expect(refusal(payload.raw)).toEqual({
        line: 1,
        message: `is "${opening}": the first line must be exactly --- (three hyphens, nothing else), then the fields, then --- again`,
      });
      expect(payload.ran()).toBe(false);
    },
  );

  it.each([
    ["a byte-order mark", "\ufeff---\ntitle: T\n---\nBody", 'is "\\ufeff---"'],
    ["a space before it", " ---\ntitle: T\n---\nBody", 'is " ---"'],
    ["another language", "---yaml\ntitle: T\n---\nBody", 'is "---yaml"'],
    ["no frontmatter at all", "Body only", 'is "Body only"'],
    ["TOML's delimiter", "+++\ntitle = 'T'\n+++\nBody", 'is "+++"'],
  ])("refuses a first line with %s", (_, raw, quoted) => {
    expect(refusal(raw)).toEqual({
      line: 1,
      message: expect.stringContaining(`${quoted}: the first line must be exactly ---`),
    });
  });

  it("refuses frontmatter that is never closed, or closed by a line that is not exactly ---", () => {
    expect(refusal("---\ntitle: T\n\nBody")).toEqual({ line: 1, message: expect.stringContaining("never closed") });
    expect(refusal("---\ntitle: T\n--- x\nBody")).toEqual({
      line: 3,
      message: 'is "--- x": the line that closes the frontmatter must be exactly ---',
    });
  });

  it("names the line of a YAML mistake, counted in the whole file", () => {
    expect(refusal("---\ntitle: T\norder: [1\n---\nBody")).toEqual({
      line: 3,
      message: expect.stringMatching(/^cannot be read as YAML: /),
    });
    expect(refusal("---\ntitle: A\ntitle: B\n---\nBody")).toEqual({
      line: 3,
      message: expect.stringMatching(/^cannot be read as YAML: Map keys must be unique/),
    });
    expect(refusal("---\n- a list\n---\nBody")).toEqual({ line: 2, message: expect.stringContaining('"name: value"') });
  });

  it("refuses anchors and aliases outright, at their line: no editor needs them", () => {
    expect(refusal("---\ntitle: T\ndescription: &d Text\n---\nBody")).toEqual({
      line: 3,
      message: 'holds the anchor "&d", which the frontmatter does not allow: write each value in full where it is used',
    });
    expect(refusal("---\ntitle: T\n\ndescription: *d\n---\nBody")).toEqual({
      line: 4,
      message:
        'holds the alias "*d", which the frontmatter does not allow: write the value in full instead of a reference to another',
    });
  });

  it("reads an alias bomb as the reader's own message at its first line, without expanding it", () => {
    const bomb = [
      "---",
      "title: T",
      'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
      ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
        (name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefgh"[index]}`).join(", ")}]`,
      ),
      "---",
      "Body",
    ].join("\n");
    expect(readContentFile("content/images/notes.md", bomb)).toEqual({
      problem: {
        file: "content/images/notes.md",
        field: "line 3",
        message: expect.stringContaining('holds the anchor "&a"'),
      },
    });
  });

  it("reads YAML's tags as data: a JavaScript type is text, never a function", () => {
    const { data } = readFrontmatter('---\ntitle: !!js/function "function () { return 1 }"\n---\nBody');
    expect(typeof data.title).toBe("string");
  });

  it("reads Windows line endings and an empty frontmatter as gatsby-plugin-mdx does", () => {
    const crlf = "---\r\ntitle: T\r\n---\r\nBody\r\n";
    expect(readFrontmatter(crlf)).toEqual({ data: { title: "T" }, body: parseFrontmatter("crlf", crlf).body });
    expect(readFrontmatter("---\n---\nBody")).toEqual({ data: {}, body: "Body" });
  });

  it("reads an empty file, as Decap writes a language nobody wrote in, as no fields and no body", () => {
    expect(readFrontmatter("\n")).toEqual({ data: {}, body: "\n" });
  });

  it("gives the build its problem naming the file and the line", () => {
    expect(readContentFile("content/services/en/x.mdx", "---js\n{}\n---\n")).toEqual({
      problem: {
        file: "content/services/en/x.mdx",
        field: "line 1",
        message: expect.stringContaining("the first line must be exactly ---"),
      },
    });
  });
});
