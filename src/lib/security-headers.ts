import { createHash } from "crypto";
import { siteFacts } from "../site-facts";
import { routes } from "./routes";

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

const framing = () => `frame-ancestors 'self' ${siteFacts.embeddingOrigins.join(" ")}`.trim();

/**
 * The policy every response gets, 404s and files included. Netlify sends each matching
 * rule's Content-Security-Policy, and a browser enforces every policy it receives, so this
 * repeats only directives the page policies hold with the same values: it never narrows them.
 */
export const baseContentSecurityPolicy = () => ["object-src 'none'", "base-uri 'self'", framing()].join("; ");

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
    framing(),
  ].join("; ");

const GITHUB_API = "https://api.github.com";

/** What the CMS at /admin/ (Decap CMS with the GitHub backend) needs, and nothing the public pages allow. */
export const cmsContentSecurityPolicy = () =>
  [
    "default-src 'self'",
    // The preview compiles the document's MDX body in the browser (@mdx-js/mdx evaluates it), as the build would.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Pictures picked for upload are shown from blob: URLs; editors' GitHub avatars.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    // blob:: an uploaded picture is read back from its blob: URL to be committed.
    `connect-src 'self' blob: ${GITHUB_API}`,
    // The preview pane is a frame of the CMS's own page.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Our pages, page data and scripts are for our own pages only. Images get no CORP:
 * other sites' pages may show them (link previews), and crawlers fetch og:image
 * server-side, where CORP does not apply.
 */
const SAME_ORIGIN_ONLY = { "Cross-Origin-Resource-Policy": "same-origin" };

/** Deploy previews (GATSBY_DEPLOY_PREVIEW=true at build time) must never be indexed. */
export const isDeployPreview = (env: NodeJS.ProcessEnv = process.env) => env.GATSBY_DEPLOY_PREVIEW === "true";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files whose names carry a content hash, or are content-addressed by Gatsby: cached for a year. */
export const immutablePaths = ["/static/*", "/*.js", "/*.css"];
/** Must always be fresh: the HTML and Gatsby's page data. */
export const revalidatePaths = ["/page-data/*"];

/**
 * The rules for every page (path → its CSP with that page's inline-script hashes; the CMS
 * its own policy and noindex), plus site-wide security headers and caching.
 */
export const headerRules = (
  pages: { path: string; html: string }[],
  { preview = isDeployPreview() }: { preview?: boolean } = {},
): HeaderRules => [
  {
    path: "/*",
    headers: {
      ...baseSecurityHeaders,
      "Content-Security-Policy": baseContentSecurityPolicy(),
      ...(preview ? { "X-Robots-Tag": "noindex" } : {}),
    },
  },
  ...immutablePaths.map((path) => ({
    path,
    headers: { "Cache-Control": IMMUTABLE, ...(path === "/static/*" ? {} : SAME_ORIGIN_ONLY) },
  })),
  ...revalidatePaths.map((path) => ({ path, headers: { "Cache-Control": REVALIDATE, ...SAME_ORIGIN_ONLY } })),
  ...pages.map(({ path, html }) => ({
    path,
    headers: {
      ...(path.startsWith(routes.cms)
        ? { "Content-Security-Policy": cmsContentSecurityPolicy(), "X-Robots-Tag": "noindex" }
        : { "Content-Security-Policy": contentSecurityPolicy(executableInlineScripts(html).map(scriptHash)) }),
      "Cache-Control": REVALIDATE,
      ...SAME_ORIGIN_ONLY,
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
