import { createHash } from "crypto";
import { siteFacts } from "../site-facts";

/**
 * The HTTP headers the CDN (Netlify, `public/_headers`) sends with the site.
 * gatsby-node.ts writes them after the build; the browser tests serve the built
 * site with exactly these headers.
 */

export type HeaderRules = { path: string; headers: Record<string, string> }[];

const TAG_MANAGER = "https://www.googletagmanager.com";
// What Google Tag Manager and Google Analytics 4 load and call once analytics consent is given.
const ANALYTICS_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** sha256 CSP source for an inline script's exact text. */
export const scriptHash = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/** Inline scripts that run (JSON-LD data blocks do not, so CSP does not govern them). */
export const executableInlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , code]) => code);

export const contentSecurityPolicy = (inlineScriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    // Gatsby's inline scripts by hash; the tag manager host, which the page contacts only after analytics consent.
    `script-src 'self' ${[...new Set(inlineScriptHashes)].join(" ")} ${TAG_MANAGER}`,
    // Emotion and gatsby-plugin-image write <style> tags and style attributes; hashing attributes needs 'unsafe-hashes' per value.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${ANALYTICS_HOSTS.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self' ${ANALYTICS_HOSTS.join(" ")}`,
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Embedded mode: the site and the firm's listed portals may frame it; nobody else.
    `frame-ancestors 'self' ${siteFacts.embeddingOrigins.join(" ")}`.trim(),
  ].join("; ");

export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files whose names carry a content hash, or are content-addressed by Gatsby: cached for a year. */
export const immutablePaths = ["/static/*", "/*.js", "/*.css"];
/** Must always be fresh: the HTML and Gatsby's page data. */
export const revalidatePaths = ["/page-data/*"];

/**
 * The rules for every page (path → its CSP with that page's inline-script hashes),
 * plus site-wide security headers and caching.
 */
export const headerRules = (pages: { path: string; html: string }[]): HeaderRules => [
  { path: "/*", headers: { ...baseSecurityHeaders } },
  ...immutablePaths.map((path) => ({ path, headers: { "Cache-Control": IMMUTABLE } })),
  ...revalidatePaths.map((path) => ({ path, headers: { "Cache-Control": REVALIDATE } })),
  ...pages.map(({ path, html }) => ({
    path,
    headers: {
      "Content-Security-Policy": contentSecurityPolicy(executableInlineScripts(html).map(scriptHash)),
      "Cache-Control": REVALIDATE,
    },
  })),
];

/** Netlify's _headers format. */
export const toNetlifyHeaders = (rules: HeaderRules): string =>
  rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n") + "\n";

/** Reads a _headers file back: what a path is served with (every matching rule, in order, later ones adding). */
export const parseNetlifyHeaders = (text: string): HeaderRules =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [path, ...lines] = block.split("\n");
      return {
        path: path.trim(),
        headers: Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(":");
            return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
          }),
        ),
      };
    });

const matches = (pattern: string, urlPath: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(urlPath);

export const headersFor = (rules: HeaderRules, urlPath: string): Record<string, string> =>
  Object.assign({}, ...rules.filter((rule) => matches(rule.path, urlPath)).map((rule) => rule.headers));
