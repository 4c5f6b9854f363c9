/**
 * Gatsby's scripts run after the page's first contentful paint, never before it.
 *
 * Gatsby ends each page with `<script src async>` for its runtime, React and its app bundle.
 * An async script runs as soon as it has arrived, and on a fast or warm connection that is
 * before the browser has painted the prerendered text: evaluating React and the app then
 * delays the first paint by 100 to 300 ms of a phone's main thread, and Lighthouse counts
 * those scripts as needed for the largest paint. The post-build step (post-build.ts) turns
 * them into preloads at the same (low) priority, so they download as early as before, and
 * adds one inline script that starts them once the browser reports the first contentful
 * paint. A browser without paint timing starts them at once; a page opened in a background
 * tab paints, and so starts them, when it is shown. The inline script starts only the preloads
 * right before it, the ones this step wrote: a preload link anywhere else in the page (which
 * the content policy refuses in a document's text anyway) is never run.
 */

const slice = /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/;
const asyncScript = /<script src="([^"]+\.js)" async><\/script>/g;

export const scriptsAfterPaintScript = `(function(d){var l=d.currentScript,src=[];while((l=l.previousElementSibling)&&l.matches('link[rel="preload"][as="script"]'))src.unshift(l.getAttribute("href"));function start(){src.forEach(function(u){var s=d.createElement("script");s.src=u;d.body.appendChild(s)})}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return start();new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})})(document);`;

/** Whether a built HTML file is one of Gatsby's pages (the CMS's page at /admin/ is not). */
export const isGatsbyPage = (html: string): boolean => html.includes('id="___gatsby"');

/**
 * A built page with Gatsby's scripts started after its first paint. `file` names the page in
 * the error thrown when Gatsby's scripts are not where and what this expects (a Gatsby upgrade).
 */
export const withScriptsAfterPaint = (html: string, file: string): string => {
  const found = slice.exec(html);
  if (!found) throw new Error(`${file}: Gatsby's scripts (the _gatsby-scripts slice) were not found`);
  const [, start, scripts, end] = found;
  // An incremental build leaves the pages it did not render as the last build finished them.
  if (scripts.includes(scriptsAfterPaintScript)) return html;
  const preloads = scripts.replace(
    asyncScript,
    (_, src: string) => `<link rel="preload" as="script" fetchpriority="low" href="${src}"/>`,
  );
  const left = /<script\b[^>]*\bsrc=[^>]*>/.exec(preloads);
  if (left) throw new Error(`${file}: a script of Gatsby's in a form not started after paint: ${left[0]}`);
  if (preloads === scripts) throw new Error(`${file}: no script of Gatsby's to start after paint`);
  const after = found.index + found[0].length;
  return `${html.slice(0, found.index)}${start}${preloads}<script>${scriptsAfterPaintScript}</script>${end}${html.slice(after)}`;
};
