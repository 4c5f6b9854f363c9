import plexArabic400 from "./fonts/ibm-plex-sans-arabic-400.woff2";
import plexArabic400Digits from "./fonts/ibm-plex-sans-arabic-400-digits.woff2";
import plexArabic700 from "./fonts/ibm-plex-sans-arabic-700.woff2";
import plexArabic700Digits from "./fonts/ibm-plex-sans-arabic-700-digits.woff2";
import arabicFontParts from "./arabic-font-parts.json";
import arabicSubset from "./arabic-subset.json";
import { declarations } from "./css-text";
import { fonts, lineHeights, typeOf } from "./theme";

export const ARABIC_FAMILY = "IBM Plex Sans Arabic";

/**
 * The code points the site's Arabic typeface draws (src/styles/arabic-subset.json): its Arabic letters and
 * the space, digits and punctuation of Arabic text (U+0020-003A), so «24 ساعة» is one face. Any other
 * character is drawn by the next font of the stack.
 */
export const ARABIC_UNICODE_RANGE = arabicSubset.unicodeRange;

/**
 * The two weights the site uses (text; headings, bold and buttons), each in two files under one family:
 * the Arabic letters (about 19.5 KB, instead of the package's 43 KB) and the digits, space and punctuation
 * (about 3.5 KB), cut from the package's Arabic and Latin files by `npm run fonts` (scripts/lib/arabic-font.cjs),
 * which writes each file's range into arabic-font-parts.json. The build copies them into /static/ under a hashed
 * name (served from 'self'); gatsby-ssr.tsx preloads all four on Arabic pages.
 */
export const arabicFontFiles = {
  400: { letters: plexArabic400, digits: plexArabic400Digits },
  700: { letters: plexArabic700, digits: plexArabic700Digits },
} as const;

/** Every Arabic font file, for the preloads. */
export const arabicFontUrls = Object.values(arabicFontFiles).flatMap(({ letters, digits }) => [letters, digits]);

const arabicFace = (weight: 400 | 700, url: string, unicodeRange: string) =>
  `@font-face{${declarations({
    fontFamily: `"${ARABIC_FAMILY}"`,
    fontStyle: "normal",
    fontWeight: weight,
    fontDisplay: "swap",
    src: `url("${url}") format("woff2")`,
    unicodeRange,
  })}}`;

const arabicFaces = (weight: 400 | 700) => [
  arabicFace(weight, arabicFontFiles[weight].letters, arabicFontParts.arabic),
  arabicFace(weight, arabicFontFiles[weight].digits, arabicFontParts.latin),
];

/**
 * The Arabic type, as one stylesheet: the Arabic faces, and on the element that says lang="ar" (the
 * page's <html>, or the CMS's preview) its stack behind `fonts` and more line height. Latin marked
 * lang="en" inside (the firm's wordmark, the language switch) keeps the Latin stacks.
 * gatsby-ssr.tsx puts it in the <head> of Arabic pages only, and the CMS in its preview frame: it
 * is in no page's JavaScript, and an English page's HTML does not carry it.
 */
export const arabicTypeCss = [
  ...arabicFaces(400),
  ...arabicFaces(700),
  `[lang="ar"]{${declarations({ ...typeOf("arabic"), fontFamily: fonts.sans, lineHeight: lineHeights.body })}}`,
  `[lang="ar"] [lang="en"]{${declarations(typeOf("latin"))}}`,
  // Code (a cookie's name such as _ga_, a file name) is Latin: left to right, isolated from the Arabic around it.
  `[lang="ar"] code{direction:ltr;unicode-bidi:isolate}`,
].join("");
