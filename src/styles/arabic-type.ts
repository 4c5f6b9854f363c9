import plexArabic400 from "./fonts/ibm-plex-sans-arabic-400.woff2";
import plexArabic700 from "./fonts/ibm-plex-sans-arabic-700.woff2";
import arabicSubset from "./arabic-subset.json";
import { fonts, lineHeights, typeOf } from "./theme";

export const ARABIC_FAMILY = "IBM Plex Sans Arabic";

/**
 * The code points the site's Arabic typeface draws (src/styles/arabic-subset.json): a page downloads
 * the font only when it shows one of them, and any other character is drawn by the next font of the stack.
 */
export const ARABIC_UNICODE_RANGE = arabicSubset.unicodeRange;

/**
 * The two weights the site uses (text; headings, bold and buttons): the package's fonts cut to that
 * range by `npm run fonts` (scripts/lib/arabic-font.cjs), about 19 KB each instead of 43 KB. The build
 * copies them into /static/ under a hashed name (served from 'self'); gatsby-ssr.tsx preloads both on Arabic pages.
 */
export const arabicFontFiles = { 400: plexArabic400, 700: plexArabic700 } as const;

/** CSS declarations from a style object: camelCase names in kebab-case, custom properties as they are. */
const declarations = (properties: Record<string, string | number>) =>
  Object.entries(properties)
    .map(
      ([name, value]) =>
        `${name.startsWith("--") ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(";");

const arabicFace = (weight: 400 | 700, url: string) =>
  `@font-face{${declarations({
    fontFamily: `"${ARABIC_FAMILY}"`,
    fontStyle: "normal",
    fontWeight: weight,
    fontDisplay: "swap",
    src: `url("${url}") format("woff2")`,
    unicodeRange: ARABIC_UNICODE_RANGE,
  })}}`;

/**
 * The Arabic type, as one stylesheet: the Arabic faces, and on the element that says lang="ar" (the
 * page's <html>, or the CMS's preview) its stack behind `fonts` and more line height. Latin marked
 * lang="en" inside (the firm's wordmark, the language switch) keeps the Latin stacks.
 * gatsby-ssr.tsx puts it in the <head> of Arabic pages only, and the CMS in its preview frame: it
 * is in no page's JavaScript, and an English page's HTML does not carry it.
 */
export const arabicTypeCss = [
  arabicFace(400, arabicFontFiles[400]),
  arabicFace(700, arabicFontFiles[700]),
  `[lang="ar"]{${declarations({ ...typeOf("arabic"), fontFamily: fonts.sans, lineHeight: lineHeights.body })}}`,
  `[lang="ar"] [lang="en"]{${declarations(typeOf("latin"))}}`,
  // Code (a cookie's name such as _ga_, a file name) is Latin: left to right, isolated from the Arabic around it.
  `[lang="ar"] code{direction:ltr;unicode-bidi:isolate}`,
].join("");
