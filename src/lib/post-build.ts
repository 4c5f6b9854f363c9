/**
 * Files written into public/ after the build, in the CDN's (Netlify's) formats:
 * robots.txt naming the sitemap by absolute URL (for this build's base URL), _headers
 * (security headers, each page's CSP with its inline-script hashes, each file's caching) and _redirects.
 */
import fs from "fs";
import path from "path";
import { redirects } from "./routes";
import { headerRules, toNetlifyHeaders } from "./security-headers";

export interface BuiltPage {
  /** The URL path the file is served at. */
  path: string;
  html: string;
}

/** Every HTML file in a built site folder with the URL path it is served at. */
export const builtPages = (dir: string, prefix = "/"): BuiltPage[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    if (!entry.name.endsWith(".html")) return [];
    const html = fs.readFileSync(path.join(dir, entry.name), "utf8");
    return [{ path: entry.name === "index.html" ? prefix : `${prefix}${entry.name}`, html }];
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

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;

// "301!": redirect even though /about/index.html exists (it is the fallback for other hosts).
export const netlifyRedirects = (): string => redirects.map(({ from, to }) => `${from} ${to} 301!`).join("\n") + "\n";

export const writePostBuildFiles = (publicDir: string, siteUrl: string): void => {
  const write = (name: string, text: string) => fs.writeFileSync(path.join(publicDir, name), text);
  write("robots.txt", robotsTxt(siteUrl));
  write("_headers", toNetlifyHeaders(headerRules(builtPages(publicDir), builtFiles(publicDir))));
  write("_redirects", netlifyRedirects());
};
