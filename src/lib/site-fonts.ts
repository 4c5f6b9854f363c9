import { afterFirstPaint } from "./after-first-paint";

/**
 * The site's own faces (the @font-face rules with web font files) are one <style> in the <head> (gatsby-ssr.tsx),
 * whose media matches only without JavaScript: with JavaScript, the early-document script switches it on. A first
 * visit's first paint is drawn in the metric-matched local fallbacks and requests no font, so the fonts never share
 * the connection with the HTML and the largest paint (BENCHMARKS.md); the faces are switched on right after that
 * paint and swap in without moving anything. A load that follows a page of the site (a link from it, a reload, back
 * or forward) switches them on at once: their files are in the HTTP cache, and the first paint draws them.
 */
export const SITE_FONTS_ID = "site-fonts";

/** The style's media in the HTML: the faces apply at once where no script will switch them on. */
export const SITE_FONTS_INITIAL_MEDIA = "(scripting: none)";

/** The part of the early-document script that switches the faces on (src/lib/embedded.ts). */
export const siteFontsSwitch =
  `var f=d.getElementById("${SITE_FONTS_ID}");if(f){var on=function(){f.media="all"},` +
  `p=window.performance,n=p&&p.getEntriesByType&&p.getEntriesByType("navigation")[0];` +
  `if(d.referrer.indexOf(location.origin+"/")===0||n&&(n.type==="reload"||n.type==="back_forward"))on();` +
  `else{${afterFirstPaint("on")}}}`;
