import fs from "fs";
import path from "path";

/**
 * docs/ is read in a terminal too: Prettier wraps its prose at 120 characters (proseWrap in .prettierrc.json),
 * and no line runs past what a terminal shows without scrolling. A table's row, which Markdown cannot break,
 * is let through only on the pages whose tables must stay wide (a cell per rule, or screenshots side by side);
 * elsewhere a long table is written as a list.
 */
const docs = path.resolve(__dirname, "../../docs");
const longest = 200;
const wideTables = new Set(["deploy-and-security.md", "screenshots.md"]);

/** Each line of `text` longer than `longest`, with its number, a table's rows aside when `tablesMayBeWide`. */
const longLines = (text: string, tablesMayBeWide: boolean) =>
  text
    .split("\n")
    .map((line, index) => ({ number: index + 1, line }))
    .filter(({ line }) => line.length > longest && !(tablesMayBeWide && line.startsWith("|")))
    .map(({ number, line }) => `line ${number} (${line.length} characters): ${line.slice(0, 60)}…`);

describe("the pages of docs/", () => {
  it("find the lines too long to read in a terminal (planted)", () => {
    const page = `# Title\n\n${"word ".repeat(50)}\n| ${"cell ".repeat(50)} |\n`;
    expect(longLines(page, true)).toEqual([expect.stringMatching(/^line 3 \(250 characters\): word word/)]);
    expect(longLines(page, false)).toEqual([
      expect.stringMatching(/^line 3 \(250 characters\): word word/),
      expect.stringMatching(/^line 4 \(254 characters\): \| cell cell/),
    ]);
  });

  it.each(fs.readdirSync(docs).filter((name) => name.endsWith(".md")))("%s has none", (name) => {
    expect(longLines(fs.readFileSync(path.join(docs, name), "utf8"), wideTables.has(name))).toEqual([]);
  });
});
