/**
 * The inline scripts the site itself writes into its pages, recognised by their content.
 * Each page's Content-Security-Policy allows its inline scripts by hash, so a script
 * that came from anywhere else (a document's text, say) would be allowed too: the
 * post-build step (src/build/post-build.ts) refuses to write the headers instead.
 */
import { earlyDocumentScript } from "../lib/embedded";
import { gatsbyDataScripts } from "../lib/gatsby-internals";
import { scriptsAfterPaintScript } from "./scripts-after-paint";

/** Scripts written out in full: the site's own (gatsby-ssr.tsx and the post-build step). */
const exactScripts = new Set([earlyDocumentScript, scriptsAfterPaintScript]);

export const isSiteScript = (code: string): boolean =>
  exactScripts.has(code) || gatsbyDataScripts.some((pattern) => pattern.test(code.trim()));
