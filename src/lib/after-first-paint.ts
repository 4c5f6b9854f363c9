/**
 * The moment the page's inline scripts start what must not compete with the first paint: once the browser has
 * reported the first contentful paint and painted the frame after it (at once in a browser without paint timing).
 * JavaScript source that calls the function named `call` then; shared by the early-document script (the site's
 * faces, src/lib/site-fonts.ts) and the script that starts Gatsby's scripts (src/build/scripts-after-paint.ts).
 */
export const afterFirstPaint = (call: string) =>
  `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)${call}();` +
  `else new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();` +
  `requestAnimationFrame(function(){setTimeout(${call})})}}).observe({type:"paint",buffered:true});`;
