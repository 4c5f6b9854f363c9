/**
 * The Latin faces as the site serves them: IBM Plex Sans 400 and 700 (text; bold, buttons and the 600s) and
 * Source Serif 4 700 (headings), from @fontsource's "latin" files (SIL Open Font License 1.1, no reserved font
 * name), cut to the code points of src/styles/latin-subset.json: the printable ASCII characters and the
 * punctuation the site writes (« » · × – — ‘ ’ “ ” … ‹ › −, the no-break space, ©). The package's "latin"
 * files also draw the accented letters of Western European languages, which no page writes.
 * Kept: the OpenType features a browser applies to text by default (kerning, ligatures, contextual forms, marks);
 * dropped: the optional ones no stylesheet of the site turns on (small figures, fractions, stylistic sets), which
 * with their glyphs were half of each file.
 */
const fs = require("fs");
const path = require("path");
const subsetFont = require("subset-font");
const { unicodeRange } = require("../../src/styles/latin-subset.json");
const { codePointsOf } = require("./arabic-font.cjs");

const root = path.resolve(__dirname, "../..");

/** The features Chromium, Firefox and Safari apply to horizontal text unless a stylesheet says otherwise. */
const defaultFeatures = ["ccmp", "locl", "rlig", "mark", "mkmk", "kern", "liga", "clig", "calt"];

/** Each face the site uses: the package file it is cut from, and the file it is written to (src/styles/fonts/). */
const faces = [
  { family: "ibm-plex-sans", weight: 400 },
  { family: "ibm-plex-sans", weight: 700 },
  { family: "source-serif-4", weight: 700 },
];

const packageFile = ({ family, weight }) =>
  path.join(root, "node_modules/@fontsource", family, "files", `${family}-latin-${weight}-normal.woff2`);

/** Where the site imports each face from (src/styles/latin-type.ts). */
const latinSubsetFile = ({ family, weight }) => path.join(root, "src/styles/fonts", `${family}-${weight}.woff2`);

/** One face, cut to the site's Latin code points, as woff2 bytes. */
const subsetLatinFont = (face) =>
  subsetFont(fs.readFileSync(packageFile(face)), String.fromCodePoint(...codePointsOf(unicodeRange)), {
    targetFormat: "woff2",
    keepFeatures: defaultFeatures,
  });

module.exports = { faces, defaultFeatures, packageFile, latinSubsetFile, subsetLatinFont };
