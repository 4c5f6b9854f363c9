/**
 * Files written into public/ after the build, in the CDN's (Netlify's) formats:
 * robots.txt naming the sitemap by absolute URL (for this build's base URL), _headers
 * (security headers, each page's CSP with its inline-script hashes, each file's caching) and _redirects.
 */
import fs from "fs";
import path from "path";
import { defaultLang, languages, localizedPath, type Lang } from "../languages";
import { redirects, routes } from "../lib/routes";
import { executableInlineScripts, headerRules, metaPolicy, pagePolicy, toNetlifyHeaders } from "./security-headers";
import { isGatsbyPage, withScriptsAfterPaint } from "./scripts-after-paint";
import { isSiteScript } from "./site-scripts";
import { withGatsbyPagePath } from "../lib/gatsby-internals";

export interface BuiltPage {
  /** The URL path the file is served at. */
  path: string;
  /** The file, relative to the built site folder (services/x/index.html). */
  file: string;
  html: string;
}

/** Every HTML file in a built site folder with the URL path it is served at. */
export const builtPages = (dir: string, prefix = "/"): BuiltPage[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    if (!entry.name.endsWith(".html")) return [];
    const html = fs.readFileSync(path.join(dir, entry.name), "utf8");
    const file = `${prefix.slice(1)}${entry.name}`;
    return [{ path: entry.name === "index.html" ? prefix : `${prefix}${entry.name}`, file, html }];
  });

/** The URL path of every file in a built site folder. */
export const builtFiles = (dir: string, prefix = "/"): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? builtFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );

/** Inline scripts the site does not write itself, which each page's CSP would otherwise allow by hash. */
export const unknownInlineScripts = (pages: readonly BuiltPage[], publicDir = "public"): string[] =>
  pages.flatMap(({ file, html }) =>
    executableInlineScripts(html)
      .filter((code) => !isSiteScript(code))
      .map((code) => `${publicDir}/${file}: inline script ${JSON.stringify(code.trim().slice(0, 80))}`),
  );

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;

/** The page each language's unknown URLs are answered with. */
export const notFoundPagePath = (lang: Lang): string => localizedPath(lang, "/404.html");

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/**
 * A not-found page carrying its own policy in a <meta>, right after the charset: an unknown URL
 * matches only `/*`, whose policy leaves scripts to each page's own (security-headers.ts). A page
 * kept from an earlier build (Gatsby rewrites only changed pages) has its old one replaced.
 */
export const withOwnPolicyMeta = (page: { path: string; html: string }): string => {
  const html = page.html.replace(POLICY_META, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(pagePolicy({ ...page, html }))}"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`);
};

/**
 * Gatsby's client sends a visitor on to `window.pagePath` when it is not the URL, unless it is Gatsby's own
 * /404.html (gatsby/cache-dir/production-app.js). Each language's not-found page answers every unknown URL
 * under its prefix, so it names /404.html: the client then shows the not-found page at that URL, in the URL's
 * language (its page data holds every language's words, gatsby-node.ts onCreatePage).
 */
export const asGatsbyNotFoundPage = (html: string): string => withGatsbyPagePath(html, "/404.html");

const isNotFoundPage = (urlPath: string) => languages.some((lang) => notFoundPagePath(lang) === urlPath);

// "301!": redirect even though /about/index.html exists (it is the fallback for other hosts).
// Then each language's not-found page for unknown URLs under its prefix (a rule without "!" applies only
// where no file exists); the root /404.html answers the rest.
export const netlifyRedirects = (): string =>
  [
    ...redirects.map(({ from, to }) => `${from} ${to} 301!`),
    // The CMS at its folder's URL only, where its own headers are (security-headers.ts, cmsRule).
    `${routes.cms.replace(/\/$/, "")} ${routes.cms} 301!`,
    ...languages
      .filter((lang) => lang !== defaultLang)
      .map((lang) => `${localizedPath(lang, "/*")} ${notFoundPagePath(lang)} 404`),
  ].join("\n") + "\n";

/**
 * React 18's streaming server renderer, which Gatsby uses, can flush a 2 KB buffer whole when a multi-byte
 * character did not fit at its end: the buffer's unwritten bytes reach the HTML as U+0000 (facebook/react#31134;
 * fixed in React 19 by facebook/react#26228). Arabic text meets it on most pages. The character itself follows
 * in the next chunk, so removing the NULs, which HTML never allows, restores the page exactly.
 */
export const withoutNulBytes = (html: string): string => html.replace(/\0/g, "");

/** A page as the CDN serves it: without NUL bytes, its scripts started after its first paint. */
export const finishedPage = (html: string, file: string): string => {
  const clean = withoutNulBytes(html);
  return isGatsbyPage(clean) ? withScriptsAfterPaint(clean, file) : clean;
};

export const writePostBuildFiles = (publicDir: string, siteUrl: string): void => {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  const shownDir = path.relative(process.cwd(), publicDir) || ".";
  const pages = builtPages(publicDir).map((page) => {
    const finished = finishedPage(page.html, path.join(shownDir, page.file));
    const html = isNotFoundPage(page.path)
      ? withOwnPolicyMeta({ path: page.path, html: asGatsbyNotFoundPage(finished) })
      : finished;
    if (html !== page.html) write(page.file, html);
    return { ...page, html };
  });
  const unknown = unknownInlineScripts(pages, shownDir);
  if (unknown.length > 0) {
    throw new Error(
      `A page holds an inline script the site does not write, so its headers were not written:\n  ${unknown.join("\n  ")}`,
    );
  }
  write("robots.txt", robotsTxt(siteUrl));
  write("_headers", toNetlifyHeaders(headerRules(pages, builtFiles(publicDir))));
  write("_redirects", netlifyRedirects());
};
