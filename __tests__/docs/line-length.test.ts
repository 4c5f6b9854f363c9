import fs from "fs";
import path from "path";

/**
 * docs/ is read in a terminal too: Prettier wraps its prose at 120 characters (proseWrap in .prettierrc.json),
 * and no line but a table's row, which Markdown cannot break, runs past what a terminal shows without scrolling.
 */
const docs = path.resolve(__dirname, "../../docs");
const longest = 200;

/** Each line of `text` longer than `longest`, with its number, a table's rows aside. */
const longLines = (text: string) =>
  text
    .split("\n")
    .map((line, index) => ({ number: index + 1, line }))
    .filter(({ line }) => line.length > longest && !line.startsWith("|"))
    .map(({ number, line }) => `line ${number} (${line.length} characters): ${line.slice(0, 60)}…`);

describe("the pages of docs/", () => {
  it("find the lines too long to read in a terminal (planted)", () => {
    expect(longLines(`# Title\n\n${"word ".repeat(50)}\n| ${"cell ".repeat(50)} |\n`)).toEqual([
      expect.stringMatching(/^line 3 \(250 characters\): word word/),
    ]);
  });

  it.each(fs.readdirSync(docs).filter((name) => name.endsWith(".md")))("%s has none", (name) => {
    expect(longLines(fs.readFileSync(path.join(docs, name), "utf8"))).toEqual([]);
  });
});
