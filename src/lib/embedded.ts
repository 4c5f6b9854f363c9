/**
 * Embedded mode: ?embedded (any value) hides the header, the footer and the
 * cookie banner. A static page cannot see its query string at build time, so an
 * inline script marks <html data-embedded> before first paint (gatsby-ssr.tsx)
 * and CSS hides what carries the `data-embedded-hidden` attribute.
 */
export const EMBEDDED_ATTRIBUTE = "data-embedded";
export const HIDDEN_WHEN_EMBEDDED = "data-embedded-hidden";
/** Set on <html> by the same inline script: CSS may then rely on JavaScript running. */
export const JS_ATTRIBUTE = "data-js";

/** Runs inline in <head> before anything paints; keep it tiny and dependency-free. */
export const earlyDocumentScript = `(function(d){var h=d.documentElement;h.setAttribute("${JS_ATTRIBUTE}","");try{if(new URLSearchParams(location.search).has("embedded"))h.setAttribute("${EMBEDDED_ATTRIBUTE}","")}catch(e){}})(document);`;

export const isEmbeddedDocument = (): boolean =>
  typeof document !== "undefined" && document.documentElement.hasAttribute(EMBEDDED_ATTRIBUTE);
