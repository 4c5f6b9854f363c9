/**
 * Gatsby's scripts download and run after the page's content has painted, never before it.
 *
 * Gatsby ends each page with `<script src async>` for its runtime, React and its app bundle.
 * An async script runs as soon as it has arrived, and on a fast or warm connection that is
 * before the browser has painted the prerendered text: evaluating React and the app then
 * delays the first paint on a phone's main thread (BENCHMARKS.md). Downloaded while the page
 * loads (even as low-priority preloads), they share a slow connection with the HTML, the
 * cover image and the Arabic typeface, and Lighthouse counts every request that ended before the
 * largest paint as needed for it (BENCHMARKS.md). The post-build step (post-build.ts) replaces
 * them with one inline script that carries their addresses in `data-scripts` and starts them once
 * the browser has reported the first contentful paint and painted the frame after it, which holds
 * everything parsed before the script (it is the last thing in the body), the largest paint
 * included. A browser without paint timing starts them at once; a page opened in a background tab
 * paints, and so starts them, when it is shown. The script starts only the addresses in its own
 * attribute, which this step wrote: nothing a page's text holds is ever run.
 */
import { GATSBY_PAGE_ROOT, gatsbyAsyncScript, gatsbyScriptsSlice } from "../lib/gatsby-internals";

export const scriptsAfterPaintScript = `(function(d){var src=d.currentScript.getAttribute("data-scripts").split(" ");function start(){src.forEach(function(u){var s=d.createElement("script");s.src=u;d.body.appendChild(s)})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return start();new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();requestAnimationFrame(function(){setTimeout(start)})}}).observe({type:"paint",buffered:true})})(document);`;

/** Whether a built HTML file is one of Gatsby's pages (the CMS's page at /admin/ is not). */
export const isGatsbyPage = (html: string): boolean => html.includes(GATSBY_PAGE_ROOT);

/**
 * A built page with Gatsby's scripts started after its first paint. `file` names the page in
 * the error thrown when Gatsby's scripts are not where and what this expects (a Gatsby upgrade).
 */
export const withScriptsAfterPaint = (html: string, file: string): string => {
  const found = gatsbyScriptsSlice.exec(html);
  if (!found) throw new Error(`${file}: Gatsby's scripts (the _gatsby-scripts slice) were not found`);
  const [, start, scripts, end] = found;
  // An incremental build leaves the pages it did not render as the last build finished them.
  if (scripts.includes(scriptsAfterPaintScript)) return html;
  const sources = [...scripts.matchAll(gatsbyAsyncScript)].map(([, src]) => src);
  const rest = scripts.replace(gatsbyAsyncScript, "");
  const left = /<script\b[^>]*\bsrc=[^>]*>/.exec(rest);
  if (left) throw new Error(`${file}: a script of Gatsby's in a form not started after paint: ${left[0]}`);
  if (sources.length === 0) throw new Error(`${file}: no script of Gatsby's to start after paint`);
  const starter = `<script data-scripts="${sources.join(" ")}">${scriptsAfterPaintScript}</script>`;
  const after = found.index + found[0].length;
  return `${html.slice(0, found.index)}${start}${rest}${starter}${end}${html.slice(after)}`;
};
