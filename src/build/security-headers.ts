import { createHash } from "crypto";
import { siteFacts } from "../site-facts";
import { routes } from "../lib/routes";

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

export const contentSecurityPolicy = (inlineScriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    // Gatsby's inline scripts by hash; the tag manager host, which the page contacts only after analytics consent.
    `script-src 'self' ${[...new Set(inlineScriptHashes)].join(" ")} ${TAG_MANAGER}`,
    // Emotion and gatsby-plugin-image write <style> tags and style attributes; hashing attributes needs 'unsafe-hashes' per value.
    "style-src 'self' 'unsafe-inline'",
    // The analytics hosts GA4 loads pictures from after consent (Google's CSP guide). A header cannot wait for the
    // consent; nothing an editor writes becomes a picture (src/content-pipeline/body-policy.ts), so nothing requests them before it.
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
    // Decap CMS validates its configuration with ajv, which compiles each schema with new Function: without
    // 'unsafe-eval' it stops at "Error loading the CMS configuration" (__tests__/site/cms-eval.test.ts).
    // Nothing of the site's own runs through eval: the preview renders a draft's body as data.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Pictures picked for upload are shown from blob: URLs; editors' GitHub avatars.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    // blob:: an uploaded picture is read back from its blob: URL to be committed.
    `connect-src 'self' blob: ${GITHUB_API}`,
    // The pages' directives, so that the site-wide policy can unite them (the CMS has no manifest).
    "manifest-src 'self'",
    // The preview pane is a frame of the CMS's own page.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** One policy's directives: name → its sources. */
const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

/**
 * The policy that allows, directive by directive, what any of `policies` allows ('none' dropped
 * where another policy allows something). A browser enforces every policy it receives, so a page
 * that receives this one and its own is held to exactly its own.
 */
export const unionOfPolicies = (policies: readonly string[]): string => {
  const parsed = policies.map(directivesOf);
  const namesOf = (directives: Map<string, string[]>) => [...directives.keys()].sort().join(" ");
  // A directive a policy leaves out falls back (to default-src, or to no restriction), which no union can say.
  const differing = parsed.find((directives) => namesOf(directives) !== namesOf(parsed[0]));
  if (parsed.length === 0 || differing) {
    throw new Error(
      `security-headers.ts: cannot unite ${parsed.length} page policies; each must name the same directives ` +
        `(one names "${namesOf(parsed[0] ?? new Map())}", another "${namesOf(differing ?? new Map())}")`,
    );
  }
  return [...parsed[0].keys()]
    .map((name) => {
      const sources = [...new Set(parsed.flatMap((directives) => directives.get(name) ?? []))];
      return [name, ...(sources.length > 1 ? sources.filter((source) => source !== "'none'") : sources)].join(" ");
    })
    .join("; ");
};

/** `policy` without the directives named. */
export const withoutDirectives = (policy: string, names: readonly string[]): string =>
  policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => !names.includes(directive.split(/\s+/)[0]))
    .join("; ");

/**
 * The directives that decide which scripts run. `/*` leaves them out, so that it never allows
 * what only the CMS needs ('unsafe-eval') on any other path: a page's own rule decides its
 * scripts, and an unknown URL's answer, the not-found page, carries its own policy in a <meta>.
 */
const SCRIPT_DIRECTIVES = ["default-src", "script-src"];

/** The policy of `/*`: what any page allows, except scripts, which each page's own policy governs. */
export const siteWidePolicy = (pagePolicies: readonly string[]): string =>
  withoutDirectives(unionOfPolicies(pagePolicies), SCRIPT_DIRECTIVES);

/** A policy as a <meta> can deliver it: browsers ignore frame-ancestors there, and Chromium warns. */
export const metaPolicy = (policy: string): string => withoutDirectives(policy, ["frame-ancestors"]);

export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * Cross-Origin-Opener-Policy per page, never on `/*`: a second matching rule naming it would
 * either override it or be joined into an invalid value, depending on how the CDN combines rules.
 * The pages keep other sites' windows out of their browsing context group. The CMS's GitHub login
 * is a popup on Netlify's OAuth origin that answers through `window.opener`, which `same-origin`
 * would cut (https://api.netlify.com/auth, see decap-cms-lib-auth's netlify-auth.js).
 */
export const PAGE_OPENER_POLICY = "same-origin";
export const CMS_OPENER_POLICY = "same-origin-allow-popups";

/**
 * Every response is for our own pages only. Sent on `/*`, the one rule an unknown URL's answer (the
 * not-found page) matches, so that it gets it as every page does; images too, since `/*` cannot leave
 * them out: link previews and crawlers fetch og:image server-side, where CORP does not apply.
 */
const SAME_ORIGIN_ONLY = { "Cross-Origin-Resource-Policy": "same-origin" };

/** Deploy previews (GATSBY_DEPLOY_PREVIEW=true at build time) must never be indexed. */
export const isDeployPreview = (env: NodeJS.ProcessEnv = process.env) => env.GATSBY_DEPLOY_PREVIEW === "true";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Gatsby's content-addressed folder (`/static/<content digest>/…`), cached for a year. */
const CONTENT_ADDRESSED_FOLDER = "/static/";
/** Gatsby's page data, always fresh. */
const PAGE_DATA_FOLDER = "/page-data/";

/** The 20 hex digits of webpack's content hash in Gatsby's and the CMS's bundles (app-<hash>.js, styles.<hash>.css, 309.<hash>.js). */
export const isContentHashed = (urlPath: string) => /[.-][0-9a-f]{20}\.(js|css)$/.test(urlPath);

/** A built file that needs a rule of its own: not Netlify's files, not a page, not in a folder with its own rule. */
const hasOwnFileRule = (urlPath: string) =>
  !["/_headers", "/_redirects"].includes(urlPath) &&
  !urlPath.endsWith(".html") &&
  ![CONTENT_ADDRESSED_FOLDER, PAGE_DATA_FOLDER].some((folder) => urlPath.startsWith(folder));

/** Netlify serves a folder's index.html at the folder's URL and at its own. */
const urlsOf = (pagePath: string) => (pagePath.endsWith("/") ? [pagePath, `${pagePath}index.html`] : [pagePath]);

export const pagePolicy = ({ path, html }: { path: string; html: string }) =>
  path.startsWith(routes.cms)
    ? cmsContentSecurityPolicy()
    : contentSecurityPolicy(executableInlineScripts(html).map(scriptHash));

/**
 * The rules for every built page (its CSP with that page's inline-script hashes) at each URL it is
 * served at, the CMS's for every path under it (cmsRule), and every built file's caching (`files`: every
 * file's URL path; only content-hashed names are immutable). Every header
 * but Content-Security-Policy comes from at most one rule matching any path, so the result is the
 * same whether the CDN joins a header named by several matching rules or lets the later one win.
 * `/*` carries what any page allows except scripts (siteWidePolicy): a page that also receives it
 * is still held to its own policy, and a 404 answer to the not-found page's own, which it carries
 * in a <meta> (post-build.ts).
 */
export const headerRules = (
  pages: { path: string; html: string }[],
  files: string[],
  { preview = isDeployPreview() }: { preview?: boolean } = {},
): HeaderRules => {
  const policies = pages.map((page) => ({ ...page, policy: pagePolicy(page) }));
  return [
    {
      path: "/*",
      headers: {
        ...baseSecurityHeaders,
        "Content-Security-Policy": siteWidePolicy(policies.map(({ policy }) => policy)),
        ...SAME_ORIGIN_ONLY,
        ...(preview ? { "X-Robots-Tag": "noindex" } : {}),
      },
    },
    { path: `${CONTENT_ADDRESSED_FOLDER}*`, headers: { "Cache-Control": IMMUTABLE } },
    { path: `${PAGE_DATA_FOLDER}*`, headers: { "Cache-Control": REVALIDATE } },
    ...files
      .filter(hasOwnFileRule)
      .map((path) => ({ path, headers: { "Cache-Control": isContentHashed(path) ? IMMUTABLE : REVALIDATE } })),
    ...policies.flatMap(({ path, policy }) => {
      const cms = path.startsWith(routes.cms);
      const headers = cms
        ? { "Cache-Control": REVALIDATE }
        : {
            "Content-Security-Policy": policy,
            "Cross-Origin-Opener-Policy": PAGE_OPENER_POLICY,
            "Cache-Control": REVALIDATE,
          };
      return urlsOf(path).map((url) => ({ path: url, headers }));
    }),
    ...(policies.some(({ path }) => path.startsWith(routes.cms)) ? [cmsRule(preview)] : []),
  ];
};

/**
 * The CMS's own headers on every path under it: a host that serves its page at `/admin/index` (or at
 * `/admin`, which _redirects sends to `/admin/`) must not answer with `/*` alone, which leaves scripts
 * unrestricted. Its files' caching comes from their own rules, so this one names no Cache-Control.
 */
const cmsRule = (preview: boolean) => ({
  path: `${routes.cms}*`,
  headers: {
    "Content-Security-Policy": cmsContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": CMS_OPENER_POLICY,
    // On a preview `/*` already says noindex to every path.
    ...(preview ? {} : { "X-Robots-Tag": "noindex" }),
  },
});

/** Netlify's _headers format. */
export const toNetlifyHeaders = (rules: HeaderRules): string =>
  rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n") + "\n";
