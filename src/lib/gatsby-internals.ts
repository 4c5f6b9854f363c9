/**
 * What the site relies on in Gatsby that Gatsby does not offer as an API: the form of what its build
 * writes into every page, the loader its runtime puts on `window`, and one module of that runtime.
 * Each is written here once, and __tests__/lib/gatsby-internals.test.ts checks each against the
 * installed gatsby package, so an upgrade that changes one fails that test in seconds, not a built
 * page or a visitor's browser later.
 */

/** The element Gatsby renders every page into (gatsby/cache-dir/static-entry.js); the CMS's page has none. */
export const GATSBY_PAGE_ROOT = 'id="___gatsby"';

const SCRIPTS_SLICE_ID = "_gatsby-scripts-1";

/**
 * The slice at the end of every page's body that holds Gatsby's scripts (static-entry.js renders its
 * place, gatsby/dist/utils/slices/stitching.js fills it from public/_gatsby/slices/_gatsby-scripts-1.html,
 * which gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes): its start, its scripts, its end.
 */
export const gatsbyScriptsSlice = /* @__PURE__ */ new RegExp(
  `(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)([\\s\\S]*?)(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`,
);

/** One of Gatsby's scripts in that slice (the runtime, React, the app), with its address. */
export const gatsbyAsyncScript = /<script src="([^"]+\.js)" async><\/script>/g;

/**
 * Gatsby's own inline data scripts (static-entry.js and the scripts slice): each only assigns a
 * string to a window property, so whatever the string holds, it does not run. (Marked pure, as is the
 * slice's pattern, so that the browser's bundle, which needs only the loader below, leaves them out.)
 */
export const gatsbyDataScripts: readonly RegExp[] = /* @__PURE__ */ (() => {
  /** A JavaScript string literal in double quotes, as JSON.stringify writes it. */
  const stringLiteral = String.raw`"(?:[^"\\\r\n]|\\.)*"`;
  return [
    // id="gatsby-script-loader"
    new RegExp(String.raw`^/\*<!\[CDATA\[\*/window\.pagePath=${stringLiteral};/\*\]\]>\*/$`),
    // id="gatsby-chunk-mapping"
    new RegExp(String.raw`^window\.___chunkMapping=${stringLiteral};$`),
    /^window\.___webpackCompilationHash="[0-9a-f]+";$/,
  ];
})();

/**
 * A built page whose `window.pagePath` (the path Gatsby's client takes the page to be, and sends
 * the visitor on to when it is not the URL: gatsby/cache-dir/production-app.js) is `pagePath`.
 */
export const withGatsbyPagePath = (html: string, pagePath: string): string =>
  html.replace(/window\.pagePath="[^"]*";/, () => `window.pagePath=${JSON.stringify(pagePath)};`);

/** The part of Gatsby's loader that production-app.js puts on `window.___loader`. */
export interface GatsbyLoader {
  /** Prefetches a page's data and code (what Link does when it comes into view). */
  enqueue: (path: string) => unknown;
  /** Tells the loader the pointer rests on a link to the page (what Link does on mouseover). */
  hovering: (path: string) => unknown;
}

export const gatsbyLoader = (): GatsbyLoader | undefined =>
  (window as unknown as { ___loader?: GatsbyLoader }).___loader;

/**
 * The runtime's service-worker registration, which production-app.js requires from the copy of
 * gatsby/cache-dir in the site's `.cache`, as webpack's IgnorePlugin matches it.
 */
export const serviceWorkerRegistration = {
  resourceRegExp: /^\.\/register-service-worker$/,
  contextRegExp: /[\\/]\.cache$/,
};
