/** An address as a browser reads it: the URL standard drops tabs and line breaks wherever they are. */
export const withoutTabsAndLineBreaks = (url: string): string => url.replace(/[\t\n\r]/g, "");

/**
 * Whether a link stays on this site: a section of the page (#…), a query (?…) or a path from
 * the site's root (/…). A browser reads \ as /, so "//evil.example", "/\evil.example" and
 * "/<tab>/evil.example" all lead to another site. Anything else, relative paths included, is off-site.
 */
export const isSitePath = (href: string): boolean => /^(?:[#?]|\/(?![/\\]))/.test(withoutTabsAndLineBreaks(href));
