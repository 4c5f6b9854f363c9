import { css } from "@emotion/react";
import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2";
import plexArabic700 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2";
import { fonts, fontStacks, lineHeights, lineHeightsOf } from "./theme";

/** The custom properties behind theme.ts's `fonts` and `lineHeights`, for one script. */
export const typeOf = (script: "latin" | "arabic") => ({
  "--font-sans": script === "latin" ? fontStacks.sans : fontStacks.arabic,
  "--font-serif": script === "latin" ? fontStacks.serif : fontStacks.arabic,
  "--line-height-tight": String(lineHeightsOf[script].tight),
  "--line-height-body": String(lineHeightsOf[script].body),
});

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
 * Their URLs, for a <link rel="preload"> on Arabic pages.
 */
export const arabicFontFiles = { 400: plexArabic400, 700: plexArabic700 } as const;

const arabicFace = (weight: 400 | 700, url: string) =>
  css({
    "@font-face": {
      fontFamily: `"${ARABIC_FAMILY}"`,
      fontStyle: "normal",
      fontWeight: weight,
      fontDisplay: "swap",
      src: `url("${url}") format("woff2")`,
      unicodeRange: ARABIC_UNICODE_RANGE,
    },
  });

/**
 * GlobalStyles adds these on Arabic pages only, so an English page's inline CSS does not carry
 * them: the Arabic face, and the Arabic type on the element that says lang="ar" (the page's
 * <html>, or the CMS's preview): its stack behind `fonts`, more line height. Latin marked
 * lang="en" inside (the firm's wordmark, the language switch) keeps the Latin stacks.
 */
export const arabicStyles = [
  arabicFace(400, arabicFontFiles[400]),
  arabicFace(700, arabicFontFiles[700]),
  css({
    '[lang="ar"]': { ...typeOf("arabic"), fontFamily: fonts.sans, lineHeight: lineHeights.body },
    '[lang="ar"] [lang="en"]': typeOf("latin"),
    // Code (a cookie's name such as _ga_, a file name) is Latin: left to right, isolated from the Arabic around it.
    '[lang="ar"] code': { direction: "ltr", unicodeBidi: "isolate" },
  }),
];
