import { JSDOM } from "jsdom";

/**
 * A built page's document as the server sends it, for the tests that read its markup (links, ids, meta tags, lists).
 * Its stylesheets are left empty: jsdom would parse each with a CSS parser of its own, which costs most of a parse and
 * cannot read some of the site's CSS (it logs an error for it); what the styles do is tested in Chromium. The text of
 * a <style> is raw up to the first "</style", so emptying it leaves every other element as it was.
 */
export const pageDocument = (html: string): Document =>
  new JSDOM(html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style)/gi, "$1$2")).window.document;
