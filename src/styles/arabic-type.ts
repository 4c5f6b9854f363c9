import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2";
import plexArabic700 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2";
import { fonts, lineHeights, typeOf } from "./theme";

export const ARABIC_FAMILY = "IBM Plex Sans Arabic";

/**
 * The code points of @fontsource/ibm-plex-sans-arabic's "arabic" subset (its unicode.json), with
 * the unassigned gaps inside each Arabic block closed so the list is short: a page downloads the
 * font only when it shows Arabic letters. A test holds it to the package's list.
 */
export const ARABIC_UNICODE_RANGE =
  "U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EFF,U+1EE00-1EEF1";

/**
 * The two weights the site uses (text; headings, bold and buttons): the package's Arabic-subset
 * woff2 files, which the build copies into /static/ under a hashed name (served from 'self').
 * gatsby-ssr.tsx preloads both on Arabic pages.
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
