import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import georgiaBold from "@capsizecss/metrics/georgia/700";
import plexSansMetrics from "@capsizecss/metrics/iBMPlexSans";
import plexSansBoldMetrics from "@capsizecss/metrics/iBMPlexSans/700";
import notoSerifBold from "@capsizecss/metrics/notoSerif/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import sourceSerifBoldMetrics from "@capsizecss/metrics/sourceSerif4/700";
import timesNewRomanBold from "@capsizecss/metrics/timesNewRoman/700";
import plexSans400 from "./fonts/ibm-plex-sans-400.woff2";
import plexSans700 from "./fonts/ibm-plex-sans-700.woff2";
import sourceSerif700 from "./fonts/source-serif-4-700.woff2";
import latinSubset from "./latin-subset.json";
import { fallbackFace } from "./fallback-face";
import { LATIN_FAMILIES } from "./theme";

/**
 * The code points the Latin faces draw (src/styles/latin-subset.json): printable ASCII and the punctuation the
 * site writes. `npm run fonts` (scripts/lib/latin-font.cjs) cuts @fontsource's "latin" files to them (about
 * 11.5 KB a file instead of 22); any other character is drawn by the next font of the stack.
 */
export const LATIN_UNICODE_RANGE = latinSubset.unicodeRange;

/**
 * The Latin faces: IBM Plex Sans for text (400; 700 for bold, buttons and the 600s, which resolve to it) and
 * Source Serif 4 for headings (700, which also draws the few lighter serif figures). The build copies the files
 * into /static/ under a hashed name (served from 'self'); gatsby-ssr.tsx preloads the two every English first
 * screen uses.
 */
export const latinFontFiles = { sans400: plexSans400, sans700: plexSans700, serif700: sourceSerif700 } as const;

/** The files an English page's first screen draws with: the text face and the heading face. */
export const preloadedLatinFonts = [latinFontFiles.sans400, latinFontFiles.serif700] as const;

const face = (family: string, weight: number, url: string) =>
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:url("${url}") format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`;

/**
 * The metric-matched fallbacks alone: what an Arabic page sets its few Latin words in (gatsby-ssr.tsx). One family
 * per local font, as each is sized to its own metrics; the stacks (theme.ts) list them in this order, and a family
 * whose font a system lacks is skipped: Arial and Georgia on Windows and macOS, Liberation (metric twins of Arial
 * and Times New Roman) on Linux, Roboto and Noto Serif on Android, where most visitors are. Each web face has its
 * fallback in the same weight, the local font's own face sized like that file: bold text (700, and the 600s, which
 * take the 700 face as they take IBM Plex Sans 700) is never a bold the browser synthesizes from the regular, which is
 * wider or narrower than the web font's and moved the header's links sideways when the faces arrived. Source Serif 4
 * is declared in 700 only, so its fallbacks are the bold local faces only, which its lighter figures take as they do
 * the web face.
 */
export const latinFallbackCss = [
  fallbackFace(LATIN_FAMILIES.sansFallback, plexSansMetrics, arial, ["Arial", "ArialMT", "Liberation Sans", "Arimo"]),
  fallbackFace(
    LATIN_FAMILIES.sansFallback,
    plexSansBoldMetrics,
    arialBold,
    ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"],
    700,
  ),
  fallbackFace(LATIN_FAMILIES.sansFallbackAndroid, plexSansMetrics, roboto, ["Roboto", "Roboto-Regular"]),
  fallbackFace(
    LATIN_FAMILIES.sansFallbackAndroid,
    plexSansBoldMetrics,
    robotoBold,
    ["Roboto Bold", "Roboto-Bold"],
    700,
  ),
  fallbackFace(
    LATIN_FAMILIES.serifFallback,
    sourceSerifBoldMetrics,
    georgiaBold,
    ["Georgia Bold", "Georgia-Bold"],
    700,
  ),
  fallbackFace(
    LATIN_FAMILIES.serifFallbackTimes,
    sourceSerifBoldMetrics,
    timesNewRomanBold,
    [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
      "Tinos-Bold",
    ],
    700,
  ),
  fallbackFace(
    LATIN_FAMILIES.serifFallbackAndroid,
    sourceSerifBoldMetrics,
    notoSerifBold,
    ["Noto Serif Bold", "NotoSerif-Bold"],
    700,
  ),
].join("");

/** The Latin type, as one stylesheet in every English page's <head> (gatsby-ssr.tsx): in no page's JavaScript. */
export const latinTypeCss = [
  face(LATIN_FAMILIES.sans, 400, latinFontFiles.sans400),
  face(LATIN_FAMILIES.sans, 700, latinFontFiles.sans700),
  face(LATIN_FAMILIES.serif, 700, latinFontFiles.serif700),
  latinFallbackCss,
].join("");
