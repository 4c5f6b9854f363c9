/**
 * The Arabic typeface as the site serves it: IBM Plex Sans Arabic (@fontsource, SIL Open Font
 * License 1.1, no reserved font name) cut to the code points of src/styles/arabic-subset.json:
 * the Arabic letters, marks, digits and punctuation of Arabic text, the Persian letters Gulf
 * Arabic writes foreign names with (پ چ ڤ گ ی), and the space, Western digits and the
 * punctuation between them (U+0020-003A), so «24 ساعة» is drawn in one face.
 * The package splits the face into files by script: each part of the range is cut from the
 * package's file that draws it (the Arabic one, and the Latin one for U+0020-003A), giving two
 * files per weight under one family, each with its own unicode-range. Less than half the bytes of
 * the package's "arabic" subset, which also draws Urdu, Sindhi and the Arabic Extended blocks.
 */
const fs = require("fs");
const path = require("path");
const subsetFont = require("subset-font");
const { unicodeRange } = require("../../src/styles/arabic-subset.json");

const root = path.resolve(__dirname, "../..");

const weights = [400, 700];

/** Every code point of a CSS unicode-range list ("U+0600-066D,U+067E"). */
const codePointsOf = (range) =>
  range.split(",").flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  });

/** Code points as a CSS unicode-range, runs joined ("U+0020-003A,U+067E"). */
const rangeOf = (points) => {
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  const runs = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(",");
};

const packageDir = path.join(root, "node_modules/@fontsource/ibm-plex-sans-arabic");

/** The package's unicode-range of each of its files' subsets ("arabic", "latin", …). */
const packageRanges = () => JSON.parse(fs.readFileSync(path.join(packageDir, "unicode.json"), "utf8"));

/**
 * The files of one weight: the part of our range each of the package's files draws, and where it is written
 * (the Arabic letters as ibm-plex-sans-arabic-<weight>.woff2, the digits and their punctuation as …-digits.woff2).
 */
const parts = [
  { subset: "arabic", suffix: "" },
  // Digits and punctuation need none of the glyphs their OpenType features reach (fractions, superiors): 40% smaller.
  { subset: "latin", suffix: "-digits", noLayoutClosure: true },
];

/** Each part's code points: our range within the package subset that draws them (the first part that does). */
const partRanges = () => {
  const ranges = packageRanges();
  let left = codePointsOf(unicodeRange);
  return parts.map((part) => {
    const theirs = new Set(codePointsOf(ranges[part.subset]));
    const mine = left.filter((point) => theirs.has(point));
    left = left.filter((point) => !theirs.has(point));
    return { ...part, range: rangeOf(mine) };
  });
};

const packageFile = (subset, weight) =>
  path.join(packageDir, "files", `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);

/** Where the site imports each file from (src/styles/arabic-type.ts). */
const subsetFile = (weight, suffix = "") =>
  path.join(root, "src/styles/fonts", `ibm-plex-sans-arabic-${weight}${suffix}.woff2`);

/** One part of one weight, as woff2 bytes; harfbuzz keeps the contextual forms and ligatures of the letters kept. */
const subsetArabicFont = (weight, { subset, range, noLayoutClosure = false }) =>
  subsetFont(fs.readFileSync(packageFile(subset, weight)), String.fromCodePoint(...codePointsOf(range)), {
    targetFormat: "woff2",
    noLayoutClosure,
  });

module.exports = { weights, codePointsOf, rangeOf, partRanges, subsetFile, subsetArabicFont };
