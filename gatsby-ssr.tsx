import { isValidElement, type ReactElement } from "react";
import type { GatsbySSR } from "gatsby";
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { onRenderBody as imagePluginRenderBody } from "gatsby-plugin-image/gatsby-ssr";
import { earlyDocumentScript } from "./src/lib/embedded";
import { createStyleCache } from "./src/styles/style-cache";
import { wrapWithPageLanguage } from "./src/i18n/wrap-page-element";
import { splitLanguage } from "./src/languages";
import { arabicFontUrls, arabicTypeCss } from "./src/styles/arabic-type";
import { globalCss } from "./src/styles/global-css";
import { latinFallbackCss, latinTypeCss, preloadedLatinFonts } from "./src/styles/latin-type";

/**
 * Emotion's default server rendering puts a <style> before each styled element,
 * which HTML does not allow in <body>. A cache in "compat" mode collects the
 * page's CSS instead, and onRenderBody puts it in <head>; in the browser the
 * same kind of cache (gatsby-browser.tsx) adopts that tag on hydration. Pages render
 * concurrently, so each page gets its own cache, found again by its path.
 */
const pageCaches = new Map<string, EmotionCache>();

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapWithPageLanguage;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createStyleCache();
  cache.compat = true;
  pageCaches.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

const collectedStyles = (cache: EmotionCache | undefined) => {
  const entries = Object.entries(cache?.inserted ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  if (entries.length === 0) return [];
  return [
    <style
      key="emotion"
      data-emotion={`css ${entries.map(([id]) => id).join(" ")}`}
      dangerouslySetInnerHTML={{ __html: entries.map(([, rules]) => rules).join("") }}
    />,
  ];
};

/**
 * Every Arabic page's text uses both weights, letters and digits, so its first layout requests all four files. Preloaded, they
 * start with the HTML instead of after its first layout, and at High priority instead of the VeryHigh
 * of a font found by layout, which Lighthouse's simulation counts as render-blocking although
 * font-display: swap never holds the paint for them. `crossorigin`: fonts are fetched in CORS mode, and
 * a preload without it would not be used (the font would be downloaded twice).
 */
const arabicFontPreloads = arabicFontUrls.map((href) => (
  <link key={`arabic-font-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));

/** An English page's first screen draws its text and headings in the Latin faces: preloaded for the same reason. */
const latinFontPreloads = preloadedLatinFonts.map((href) => (
  <link key={`latin-font-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const styles = collectedStyles(pageCaches.get(pathname));
  pageCaches.delete(pathname);
  // The Latin faces on English pages; an Arabic page's few Latin words (the language switch's "English", names,
  // e-mail addresses) are set in their metric-matched fallbacks: the faces' bytes would come before its largest
  // paint (BENCHMARKS.md). The Arabic typeface and type on Arabic pages only: no English page's HTML or JavaScript
  // carries them.
  const arabic = splitLanguage(pathname).lang === "ar";
  setHeadComponents([
    // Runs before first paint: marks <html> for embedded mode and for JavaScript-only CSS.
    <script key="early-document" dangerouslySetInnerHTML={{ __html: earlyDocumentScript }} />,
    ...(arabic ? arabicFontPreloads : latinFontPreloads),
    <style key="latin-type" dangerouslySetInnerHTML={{ __html: arabic ? latinFallbackCss : latinTypeCss }} />,
    // Before the components' styles, which may override it.
    <style key="global" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    ...styles,
    ...(arabic ? [<style key="arabic-type" dangerouslySetInnerHTML={{ __html: arabicTypeCss }} />] : []),
  ]);
};

/** The keys of what gatsby-plugin-image's onRenderBody puts in every page's head, asked of the plugin once. */
const imagePluginHeadKeys = new Set<string>();
imagePluginRenderBody({
  setHeadComponents: (elements: ReactElement[]) => elements.forEach(({ key }) => imagePluginHeadKeys.add(String(key))),
});

/**
 * gatsby-plugin-image gives every page GatsbyImage's CSS and lazy-load script (a module script that
 * listens to every load event), but no page uses GatsbyImage: covers and the portrait are plain
 * <picture>s (src/components/CoverPicture.tsx). They are taken out of the head.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isValidElement(component) && imagePluginHeadKeys.has(String(component.key))),
    ),
  );
};
