/** An address as a browser reads it: the URL standard drops tabs and line breaks wherever they are. */
export const withoutTabsAndLineBreaks = (url: string): string => url.replace(/[\t\n\r]/g, "");

/**
 * A page of the site to resolve a link against, as a browser does on the page that shows it: its host is
 * one label, no domain anyone can hold, and is never contacted (not a reserved example domain either, which
 * build:production searches the built files for).
 */
const sitePage = new URL("https://this-site/services/page/");

/** A path as a server or router may read it: percent-escapes decoded, full-width forms (／, ．) as ASCII, \ as /. */
const asServersRead = (pathname: string): string => {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as written: the browser sends it so.
  }
  return decoded.normalize("NFKC").replace(/\\/g, "/");
};

const resolvesToThisSite = (href: string): boolean => {
  let url: URL;
  try {
    url = new URL(href, sitePage);
  } catch {
    return false;
  }
  // "/.//host/" resolves to the path "//host/", which Gatsby's router and location.assign read as another site.
  return url.origin === sitePage.origin && !url.pathname.startsWith("//");
};

/**
 * Whether a resolved URL's path leads to a page of this site however it is read: as the browser sent
 * it, and decoded the way a server or router may before it redirects ("/%2e%2f/host/" is "/.//host/").
 */
export const isPathOfThisSite = (pathname: string): boolean =>
  pathname.startsWith("/") && resolvesToThisSite(pathname) && resolvesToThisSite(asServersRead(pathname));

/**
 * Whether a link stays on this site, judged by the URL it resolves to, not by its text: written as a
 * section of the page (#…), a query (?…) or a path from the site's root (/…), and resolving on a page
 * of the site to the same origin with a path that is one of the site's. A browser reads \ as / and
 * drops tabs, and resolves dot segments, so "//evil.example", "/\evil.example", "/<tab>/evil.example"
 * and "/.//evil.example" all lead to another site. Anything else, relative paths included, is off-site.
 */
export const isSitePath = (href: string): boolean => {
  if (!/^[#?/]/.test(withoutTabsAndLineBreaks(href))) return false;
  if (!resolvesToThisSite(href)) return false;
  return isPathOfThisSite(new URL(href, sitePage).pathname);
};
