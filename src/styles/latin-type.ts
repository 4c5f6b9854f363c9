import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import plexSansMetrics from "@capsizecss/metrics/iBMPlexSans";
import sourceSerifMetrics from "@capsizecss/metrics/sourceSerif4";
import plexSans400 from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2";
import plexSans700 from "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2";
import sourceSerif700 from "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2";
import { LATIN_FAMILIES } from "./theme";

/** The code points of @fontsource's "latin" subset, the part of each face the site ships (about 22 KB a file). */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/**
 * The Latin faces: IBM Plex Sans for text (400; 700 for bold, buttons and the 600s, which resolve to it) and
 * Source Serif 4 for headings (700, which also draws the few lighter serif figures). The build copies the files
 * into /static/ under a hashed name (served from 'self'); gatsby-ssr.tsx preloads the two every English first
 * screen uses.
 */
export const latinFontFiles = { sans400: plexSans400, sans700: plexSans700, serif700: sourceSerif700 } as const;

/** The files an English page's first screen draws with: the text face and the heading face. */
export const preloadedLatinFonts = [latinFontFiles.sans400, latinFontFiles.serif700] as const;

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A local system font sized and spaced like the web font (the overrides fontaine and capsize compute): its
 * average letter width scaled to the web font's, and the same ascent, descent and line gap. Text laid out in
 * the fallback takes the room it will take in the web font, so nothing moves when the web font swaps in.
 */
export const fallbackFace = (family: string, font: Metrics, local: Metrics, localNames: readonly string[]) => {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const override = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return (
    `@font-face{font-family:"${family}";src:${localNames.map((name) => `local("${name}")`).join(",")};` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${override(font.ascent)};` +
    `descent-override:${override(font.descent)};line-gap-override:${override(font.lineGap)}}`
  );
};

const face = (family: string, weight: number, url: string) =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url("${url}") format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`;

/** The Latin type, as one stylesheet in every page's <head> (gatsby-ssr.tsx): in no page's JavaScript. */
export const latinTypeCss = [
  face(LATIN_FAMILIES.sans, 400, latinFontFiles.sans400),
  face(LATIN_FAMILIES.sans, 700, latinFontFiles.sans700),
  face(LATIN_FAMILIES.serif, 700, latinFontFiles.serif700),
  fallbackFace(LATIN_FAMILIES.sansFallback, plexSansMetrics, arial, ["Arial", "ArialMT", "Liberation Sans"]),
  fallbackFace(LATIN_FAMILIES.serifFallback, sourceSerifMetrics, georgia, ["Georgia"]),
].join("");
