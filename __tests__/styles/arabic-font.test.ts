/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ARABIC_UNICODE_RANGE } from "../../src/styles/arabic-type";
import arabicFontParts from "../../src/styles/arabic-font-parts.json";

interface Part {
  subset: string;
  suffix: string;
  range: string;
}
const { codePointsOf, partRanges, subsetArabicFont, subsetFile, weights } =
  require("../../scripts/lib/arabic-font.cjs") as {
    codePointsOf: (range: string) => number[];
    partRanges: () => Part[];
    subsetArabicFont: (weight: number, part: Part) => Promise<Buffer>;
    subsetFile: (weight: number, suffix?: string) => string;
    weights: number[];
  };

const root = path.join(__dirname, "../..");
const ours = new Set(codePointsOf(ARABIC_UNICODE_RANGE));

/** Letters of the Arabic script: its blocks and presentation forms. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** The files under `dir` that hold text a page may show: content, the interface's dictionaries and data. */
const textFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(mdx?|ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });

describe("the Arabic typeface's subset", () => {
  it("is what `npm run fonts` makes: the package's files cut to the ranges the CSS declares", async () => {
    const parts = partRanges();
    expect(Object.fromEntries(parts.map(({ subset, range }) => [subset, range]))).toEqual(arabicFontParts);
    for (const weight of weights)
      for (const part of parts) {
        const committed = fs.readFileSync(subsetFile(weight, part.suffix));
        expect([weight, part.subset, Buffer.compare(await subsetArabicFont(weight, part), committed)]).toEqual([
          weight,
          part.subset,
          0,
        ]);
        expect(committed.length).toBeLessThan(part.subset === "arabic" ? 22_000 : 4_000);
      }
  });

  it("splits the range between its files with nothing left out and nothing drawn twice", () => {
    const split = [...codePointsOf(arabicFontParts.arabic), ...codePointsOf(arabicFontParts.latin)];
    expect(split.sort((a, b) => a - b)).toEqual([...ours].sort((a, b) => a - b));
  });

  it("draws every Arabic letter, mark and sign that the content and the interface write", () => {
    const texts = ["content", "src"]
      .flatMap((dir) => textFiles(path.join(root, dir)))
      .map((file) => ({ file, text: fs.readFileSync(file, "utf8") }));
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.flatMap(({ file, text }) =>
      [...new Set([...text].filter((character) => ARABIC_SCRIPT.test(character)))]
        .filter((character) => !ours.has(character.codePointAt(0)!))
        .map((character) => `${path.relative(root, file)}: ${character} U+${character.codePointAt(0)!.toString(16)}`),
    );
    expect(missing).toEqual([]);
  });

  it("draws no Latin letter: Latin text downloads no Arabic font; beyond the Arabic subset, only space, digits and their punctuation", () => {
    const packageRanges: Record<string, string> = JSON.parse(
      fs.readFileSync(path.join(root, "node_modules/@fontsource/ibm-plex-sans-arabic/unicode.json"), "utf8"),
    );
    const arabic = new Set(codePointsOf(packageRanges.arabic));
    expect([...ours].filter((point) => !arabic.has(point))).toEqual(codePointsOf("U+0020-003A"));
    expect([...ours].filter((point) => /\p{Script=Latin}/u.test(String.fromCodePoint(point)))).toEqual([]);
  });

  it("is what the site imports, in the weights it declares", () => {
    const source = fs.readFileSync(path.join(root, "src/styles/arabic-type.ts"), "utf8");
    const imported = [...source.matchAll(/from "\.\/(fonts\/ibm-plex-sans-arabic-(\d+)(-digits)?\.woff2)"/g)];
    expect(imported.map(([, , weight, digits = ""]) => `${weight}${digits}`)).toEqual(
      weights.flatMap((weight) => [`${weight}`, `${weight}-digits`]),
    );
    for (const [, file, weight, digits] of imported)
      expect(path.join(root, "src/styles", file)).toBe(subsetFile(Number(weight), digits));
  });
});
