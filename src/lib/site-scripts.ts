/**
 * The inline scripts the site itself writes into its pages, recognised by their content.
 * Each page's Content-Security-Policy allows its inline scripts by hash, so a script
 * that came from anywhere else (a document's text, say) would be allowed too: the
 * post-build step (src/lib/post-build.ts) refuses to write the headers instead.
 */
import { earlyDocumentScript } from "./embedded";
import { scriptsAfterPaintScript } from "./scripts-after-paint";

/** A JavaScript string literal in double quotes, as JSON.stringify writes it. */
const stringLiteral = String.raw`"(?:[^"\\\r\n]|\\.)*"`;

/**
 * Gatsby's own data scripts (gatsby/cache-dir/static-entry.js and the scripts slice written by
 * gatsby/dist/utils/gatsby-webpack-stats-extractor.js): each only assigns a string to a window
 * property, so whatever the string holds, it does not run.
 */
const gatsbyDataScripts = [
  // id="gatsby-script-loader"
  new RegExp(String.raw`^/\*<!\[CDATA\[\*/window\.pagePath=${stringLiteral};/\*\]\]>\*/$`),
  // id="gatsby-chunk-mapping"
  new RegExp(String.raw`^window\.___chunkMapping=${stringLiteral};$`),
  /^window\.___webpackCompilationHash="[0-9a-f]+";$/,
];

/** Scripts written out in full: the site's own (gatsby-ssr.tsx and the post-build step). */
const exactScripts = new Set([earlyDocumentScript, scriptsAfterPaintScript]);

export const isSiteScript = (code: string): boolean =>
  exactScripts.has(code) || gatsbyDataScripts.some((pattern) => pattern.test(code.trim()));
