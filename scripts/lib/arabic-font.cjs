/**
 * The Arabic typeface as the site serves it: IBM Plex Sans Arabic (@fontsource, SIL Open Font
 * License 1.1, no reserved font name) cut to the code points of src/styles/arabic-subset.json:
 * the Arabic letters, marks, digits and punctuation of Arabic text, and the Persian letters Gulf
 * Arabic writes foreign names with (پ چ ڤ گ ی). Less than half the bytes of the package's
 * "arabic" subset, which also draws Urdu, Sindhi and the Arabic Extended blocks.
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

const packageFile = (weight) =>
  path.join(
    root,
    "node_modules/@fontsource/ibm-plex-sans-arabic/files",
    `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );

/** Where the site imports each weight from (src/styles/arabic-type.ts). */
const subsetFile = (weight) => path.join(root, "src/styles/fonts", `ibm-plex-sans-arabic-${weight}.woff2`);

/** The subset of one weight, as woff2 bytes; harfbuzz keeps the contextual forms and ligatures of the letters kept. */
const subsetArabicFont = (weight) =>
  subsetFont(fs.readFileSync(packageFile(weight)), String.fromCodePoint(...codePointsOf(unicodeRange)), {
    targetFormat: "woff2",
  });

module.exports = { weights, codePointsOf, subsetFile, subsetArabicFont };
