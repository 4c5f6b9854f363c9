import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { openSite } from "./support/browser";
import { parseNetlifyHeadersFile, servedHeaders, type NetlifyHeaderRule } from "./support/netlify-headers";
import { publicDir } from "./support/public";
import { allRoutes, isNotFoundRoute } from "./support/routes";
import { startStaticServer } from "./support/server";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The site served as Netlify serves public/_headers (read by Netlify's own parser, every
 * matching rule applied): no Content-Security-Policy violation anywhere.
 */
const rules = () => parseNetlifyHeadersFile(path.join(publicDir, "_headers"));

jest.setTimeout(90_000);

const site = serveSiteToBrowser(() => {
  const parsed = rules();
  return (urlPath) => servedHeaders(parsed, urlPath);
});

const findFile = (dir: string, pattern: RegExp): string | undefined => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const found = entry.isDirectory() ? findFile(full, pattern) : pattern.test(entry.name) ? full : undefined;
    if (found) return found;
  }
  return undefined;
};

const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/;

/** What these tests' scripts leave on the page's window. */
type ProbedWindow = Window & { __cspViolations: string[]; __tagManagerStubRan?: boolean; __plantedRan?: boolean };

const openWithViolationLog = async (origin = site.server.origin) => {
  const opened = await openSite(site.browser, origin, { showConsentBanner: true });
  await opened.context.addInitScript(() => {
    const probed = window as unknown as ProbedWindow;
    probed.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      probed.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  const tagRequests: string[] = [];
  await opened.context.route(GTM, (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__tagManagerStubRan = true;" });
  });
  return { ...opened, tagRequests };
};

const violationsOn = async (page: Page) => {
  const refused: string[] = [];
  page.on("console", (message) => /Content Security Policy/.test(message.text()) && refused.push(message.text()));
  return async () => [...(await page.evaluate(() => (window as unknown as ProbedWindow).__cspViolations)), ...refused];
};

test("every page has a CSP, and the site-wide security and caching headers are set", async () => {
  for (const route of allRoutes().filter((r) => !isNotFoundRoute(r))) {
    const response = await fetch(`${site.server.origin}${route}`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'/);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("x-robots-tag")).toBeNull();
  }
  const script = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name))!;
  expect((await fetch(`${site.server.origin}/${script}`)).headers.get("cache-control")).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await fetch(`${site.server.origin}/page-data/index/page-data.json`)).headers.get("cache-control")).toBe(
    "public, max-age=0, must-revalidate",
  );
});

test("an unknown URL (the 404 page) still may not be framed by other sites, nor load plugins or move the base URL", async () => {
  const response = await fetch(`${site.server.origin}/no-such-page/`);
  expect(response.status).toBe(404);
  const policy = response.headers.get("content-security-policy");
  expect(policy).toMatch(/frame-ancestors 'self'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(response.headers.get("strict-transport-security")).toBeTruthy();
});

test("a page gets both the base policy and its own hashed policy, as Netlify sends every matching rule", async () => {
  const policies = (await fetch(`${site.server.origin}/services/`)).headers.get("content-security-policy")!;
  const [base, ...rest] = policies.split(",").map((policy) => policy.trim());
  expect(base).not.toMatch(/script-src/);
  expect(rest.join()).toMatch(/script-src 'self' 'sha256-/);
});

test("images carry no Cross-Origin-Resource-Policy: link previews on other sites may show them", async () => {
  const image = path.relative(publicDir, findFile(path.join(publicDir, "static"), /\.(jpg|png|webp)$/)!);
  const response = await fetch(`${site.server.origin}/${image.split(path.sep).join("/")}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cross-origin-resource-policy")).toBeNull();
});

test.each(allRoutes().filter((route) => !isNotFoundRoute(route)))(
  "%s runs without a CSP violation, before and after analytics consent",
  async (route) => {
    const { context, tagRequests } = await openWithViolationLog();
    const page = await context.newPage();
    const violations = await violationsOn(page);
    await page.goto(`${site.server.origin}${route}`, { waitUntil: "networkidle" });
    const banner = page.locator("#cc-main .cm");
    await banner.getByRole("button", { name: "Accept all" }).click();
    await page.waitForFunction(() => (window as unknown as ProbedWindow).__tagManagerStubRan === true);
    expect(tagRequests).toHaveLength(1);
    await page.reload({ waitUntil: "networkidle" });
    expect(await violations()).toEqual([]);
    await context.close();
  },
);

test("the CSP catches a planted fault: an inline script it does not know", async () => {
  const { context } = await openWithViolationLog();
  const page = await context.newPage();
  const violations = await violationsOn(page);
  await page.goto(`${site.server.origin}/`, { waitUntil: "networkidle" });
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__plantedRan = true;";
    document.body.append(script);
  });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as ProbedWindow).__plantedRan)).toBeUndefined();
  expect((await violations()).some((v) => /script-src/.test(v))).toBe(true);
  await context.close();
});

test("the combination test catches a planted fault: a base policy that would override the pages' hashes", async () => {
  const planted: NetlifyHeaderRule[] = [
    { for: "/*", forRegExp: /^\/?(.*)\/?$/iu, values: { "Content-Security-Policy": "script-src 'self'" } },
    ...rules(),
  ];
  const server = await startStaticServer((urlPath) => servedHeaders(planted, urlPath));
  const { context } = await openWithViolationLog(server.origin);
  const page = await context.newPage();
  const violations = await violationsOn(page);
  await page.goto(`${server.origin}/`, { waitUntil: "networkidle" });
  expect((await violations()).some((v) => /script-src/.test(v))).toBe(true);
  await context.close();
  await server.close();
});

test("/about redirects to /foundation/ on the CDN", () => {
  const redirects = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  expect(redirects).toContain("/about /foundation/ 301!");
  expect(redirects).toContain("/about/ /foundation/ 301!");
});
