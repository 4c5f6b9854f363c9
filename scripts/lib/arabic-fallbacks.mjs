/**
 * The Arabic face's metric-matched fallbacks, measured: for each system Arabic face whose true metrics we have
 * (scripts/arabic-fallback-faces/: what Android draws Arabic with, and Linux), the `size-adjust` that makes the site's
 * own Arabic text as wide in it as in IBM Plex Sans Arabic, weight by weight, and IBM Plex Sans Arabic's vertical
 * metrics, which the fallback faces take as `ascent-override`, `descent-override` and `line-gap-override`.
 *
 * The width is measured on the text the Arabic pages write (every run of the Arabic face's characters in content/
 * and src/ that holds an Arabic letter), shaped with harfbuzz as a browser shapes it, with contextual forms and
 * ligatures: an Arabic letter's width depends on its neighbours, so no average letter width of a table would do.
 * Each side is shaped with the files that draw each character (IBM Plex Sans Arabic: its letters file and its
 * digits file, as the unicode-ranges split them); a character one side lacks (a joiner; punctuation a system
 * face leaves to another font) is left out of both.
 *
 * `node scripts/lib/arabic-fallbacks.mjs` prints the measurement as JSON; `--write` writes it into
 * src/styles/arabic-fallbacks.json (also done by `npm run fonts`). __tests__/styles/arabic-fallbacks.test.ts
 * measures again and fails if the committed numbers drift from the files.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);
const subsetFont = require("subset-font");
const { codePointsOf } = require("./arabic-font.cjs");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { unicodeRange } = require("../../src/styles/arabic-subset.json");

const jsonFile = path.join(root, "src/styles/arabic-fallbacks.json");

/** The system faces, as cut to the site's Arabic range from their published files (scripts/arabic-fallback-faces/README.md). */
const referenceFaces = {
  notoSansArabic: "noto-sans-arabic",
  notoNaskhArabic: "noto-naskh-arabic",
  dejaVuSans: "dejavu-sans",
};
const referenceFile = (face, weight) =>
  path.join(root, "scripts/arabic-fallback-faces", `${referenceFaces[face]}-${weight}.woff2`);
const weights = [400, 700];

const LETTER = /[\u0600-\u06FF]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** The files under `dir` that hold text a page may show. */
const textFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(mdx?|ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });

/** Code points as the inside of a regular expression's character class. */
const classOf = (codePoints) => codePoints.map((codePoint) => `\\u{${codePoint.toString(16)}}`).join("");

/** A regular expression that finds any of `characters` (nothing, if there are none). */
const anyOf = (characters) => new RegExp(`[${classOf(characters.map((character) => character.codePointAt(0)))}]`, "gu");

/** The site's Arabic text: every run of the Arabic face's characters that holds an Arabic letter. */
export const arabicRuns = () => {
  const notOurs = new RegExp(`[^${classOf(codePointsOf(unicodeRange))}]+`, "u");
  return ["content", "src"]
    .flatMap((dir) => textFiles(path.join(root, dir)))
    .flatMap((file) => fs.readFileSync(file, "utf8").split(notOurs))
    .map((run) => run.trim())
    .filter((run) => LETTER.test(run));
};

/** A font file (woff2) opened with harfbuzz, with the code points it draws. */
const open = async (file) => {
  const sfnt = await subsetFont(fs.readFileSync(file), String.fromCodePoint(...codePointsOf(unicodeRange)), {
    targetFormat: "sfnt",
  });
  const face = new hb.Face(new hb.Blob(sfnt));
  return { face, font: new hb.Font(face), draws: new Set(face.collectUnicodes()), widths: new Map() };
};

/** The vertical metrics a browser lays a line out with: hhea's, which this face's OS/2 typo metrics repeat. */
const verticalMetrics = ({ face }) => {
  const table = face.referenceTable("hhea");
  const hhea = new DataView(table.buffer, table.byteOffset, table.byteLength);
  return { unitsPerEm: face.upem, ascent: hhea.getInt16(4), descent: hhea.getInt16(6), lineGap: hhea.getInt16(8) };
};

/** The runs of `text` set in one font: each character in the first of `fonts` that draws it, as a browser segments text. */
const segments = (text, fonts) => {
  const found = [];
  for (const character of text) {
    const font = fonts.find(({ draws }) => draws.has(character.codePointAt(0)));
    if (found.at(-1)?.font === font) found.at(-1).text += character;
    else found.push({ font, text: character });
  }
  return found;
};

/** One harfbuzz buffer for all the shaping, reset before each text to its state when new. */
const buffer = new hb.Buffer();

/** The advance of `text` in `font`, in font units: shaped alone, in `script` if given, else in the one harfbuzz guesses. */
const shapedWidth = (font, text, script) => {
  buffer.reset();
  buffer.addText(text);
  if (script) buffer.setScript(script);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  return buffer.getGlyphPositions().reduce((sum, { xAdvance }) => sum + xAdvance, 0);
};

/** The advance of a word (or a space) in `font`, in font units, shaped once per font and script. */
const wordWidth = (font, word, script) => {
  const key = `${script} ${word}`;
  if (!font.widths.has(key)) font.widths.set(key, shapedWidth(font, word, script));
  return font.widths.get(key);
};

/**
 * The advance of a segment in its font, in font units: its words' and spaces', as no face measured here joins, kerns or
 * substitutes across a space. Each word is shaped in the script harfbuzz guesses for the whole segment: Arabic if it
 * holds an Arabic character (the range's one script of its own), else none.
 */
const segmentWidth = (font, text) => {
  const script = ARABIC.test(text) ? "Arab" : undefined;
  const words = text.split(" ");
  const spaces = words.length > 1 ? (words.length - 1) * wordWidth(font, " ", script) : 0;
  return words.reduce((sum, word) => sum + (word ? wordWidth(font, word, script) : 0), spaces);
};

/** The advance of `runs` in ems, each character set in the first of `fonts` that draws it, each distinct segment once. */
const advance = (runs, fonts) => {
  const times = new Map(fonts.map((font) => [font, new Map()]));
  for (const run of runs)
    for (const { font, text } of segments(run, fonts)) times.get(font).set(text, (times.get(font).get(text) ?? 0) + 1);
  let total = 0;
  for (const [font, texts] of times) {
    let units = 0;
    for (const [text, count] of texts) units += count * segmentWidth(font, text);
    total += units / font.face.upem;
  }
  return total;
};

/**
 * The measurement: IBM Plex Sans Arabic's vertical metrics and, for each system face and weight, the size-adjust
 * (to four places) that sets the site's Arabic text as wide as IBM Plex Sans Arabic does; with each system face's
 * full and PostScript names (the names `local()` finds it by) and how much of the text was measured.
 */
export const measureArabicFallbacks = async () => {
  const runs = arabicRuns();
  const characters = [...new Set(runs.join(""))];
  const plex = {};
  for (const weight of weights)
    plex[weight] = [
      await open(path.join(root, `src/styles/fonts/ibm-plex-sans-arabic-${weight}.woff2`)),
      await open(path.join(root, `src/styles/fonts/ibm-plex-sans-arabic-${weight}-digits.woff2`)),
    ];
  const sizeAdjust = {};
  const names = {};
  const measured = {};
  for (const name of Object.keys(referenceFaces)) {
    sizeAdjust[name] = {};
    for (const weight of weights) {
      const system = await open(referenceFile(name, weight));
      const bothDraw = (character) =>
        [system, ...plex[weight]].filter(({ draws }) => draws.has(character.codePointAt(0))).length > 1;
      const notBoth = anyOf(characters.filter((character) => !bothDraw(character)));
      const drawn = runs.map((run) => run.replace(notBoth, ""));
      const ratio = advance(drawn, plex[weight]) / advance(drawn, [system]);
      sizeAdjust[name][weight] = Number(ratio.toFixed(4));
      names[`${name} ${weight}`] = [system.face.getName(4, "en"), system.face.getName(6, "en")];
      measured[`${name} ${weight}`] = drawn.join("").length;
    }
  }
  return {
    fallbacks: { font: verticalMetrics(plex[400][0]), sizeAdjust },
    names,
    characters: { text: runs.join("").length, measured },
  };
};

/** Writes the measurement into src/styles/arabic-fallbacks.json (`npm run fonts`). */
export const writeArabicFallbacks = async () => {
  const { fallbacks } = await measureArabicFallbacks();
  fs.writeFileSync(jsonFile, `${JSON.stringify(fallbacks, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), jsonFile)}: ${JSON.stringify(fallbacks.sizeAdjust)}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--write")) await writeArabicFallbacks();
  else process.stdout.write(JSON.stringify(await measureArabicFallbacks()));
}
