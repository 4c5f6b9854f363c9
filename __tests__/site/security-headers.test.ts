import fs from "fs";
import path from "path";
import os from "os";
import { builtFiles, builtPages } from "../../src/build/post-build";
import { headerRules, IMMUTABLE, toNetlifyHeaders } from "../../src/build/security-headers";
import { openSite, recordCspViolations } from "./support/browser";
import {
  matchingHeaderValues,
  parseNetlifyHeadersFile,
  servedHeaders,
  type NetlifyHeaderRule,
} from "./support/netlify-headers";
import { publicDir } from "./support/public";
import { notFoundRoutes, sitemapRoutes } from "./support/routes";
import { startStaticServer } from "./support/server";
import { serveSiteToBrowser } from "./support/site-in-browser";
import type { TestWindow } from "./support/tag-manager-stub";

/**
 * The site served as Netlify serves public/_headers (read by Netlify's own parser, every
 * matching rule applied): the headers each path gets, and the planted faults that prove the
 * CSP checks can fail. The pages themselves are checked for CSP violations during their visit in
 * gates/every-route.test.ts (a template's route after analytics consent too).
 */
let parsed: NetlifyHeaderRule[] | undefined;
const rules = () => (parsed ??= parseNetlifyHeadersFile(path.join(publicDir, "_headers")));

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

/** Rules written to a _headers file and read back by Netlify's parser (a planted fault, or another build's rules). */
const parsedRules = (text: string): NetlifyHeaderRule[] => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
  try {
    fs.writeFileSync(path.join(dir, "_headers"), text);
    return parseNetlifyHeadersFile(path.join(dir, "_headers"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** Netlify's own files, which it never serves. */
const servedFiles = () => builtFiles(publicDir).filter((file) => !["/_headers", "/_redirects"].includes(file));

/** Every URL of the build (each page at its folder URL and as index.html, every file) and the unknown ones. */
const everyPath = () => [
  ...new Set([...builtPages(publicDir).map((page) => page.path), ...servedFiles(), ...notFoundRoutes]),
];

/** Headers other than CSP that more than one matching rule names: joined, they are invalid; overridden, one is lost. */
const headerConflicts = (parsed: NetlifyHeaderRule[], paths: string[]) =>
  paths.flatMap((urlPath) =>
    Object.entries(matchingHeaderValues(parsed, urlPath))
      .filter(([name, values]) => name !== "content-security-policy" && values.length > 1)
      .map(([name, values]) => `${urlPath} ${name}: ${values.join(" | ")}`),
  );

/**
 * What Gatsby 5 and the CMS's webpack build write here (seen in public/): webpack's 20-hex
 * [contenthash] in bundle names (app-<hash>.js, styles.<hash>.css, admin/309.<hash>.js), and
 * the 32-hex digest folder of /static/.
 */
// Images under /static/<hash>/, webpack's assets (the Arabic fonts) as /static/<name>-<hash>.<ext>, chunks as <name>-<hash>.js.
const CONTENT_HASH = /^\/static\/[0-9a-f]{32}\/|^\/static\/[^/]+-[0-9a-f]{32}\.\w+$|[.-][0-9a-f]{20}\.(js|css)$/;

const immutableWithoutHash = (parsed: NetlifyHeaderRule[]) =>
  servedFiles().filter(
    (file) => /immutable/.test(servedHeaders(parsed, file)["cache-control"] ?? "") && !CONTENT_HASH.test(file),
  );

/** A first-time visitor's context on `origin`, every CSP violation of its pages recorded. */
const openWithViolationLog = async (origin = site.server.origin) => {
  const opened = await openSite(site.browser, origin, { showConsentBanner: true });
  return { ...opened, violations: await recordCspViolations(opened.context) };
};

test("every page has a CSP, and the site-wide security and caching headers are set", async () => {
  for (const route of sitemapRoutes()) {
    const response = await fetch(`${site.server.origin}${route}`);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'/);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
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

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

const policyMetaOf = (html: string) =>
  [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)].map(([, policy]) => policy);

test("an unknown URL gets the 404 page's own policy, in its <meta>: its inline scripts by hash, no eval", async () => {
  for (const [route, notFoundPage] of [
    ["/no-such-page/", "/404.html"],
    ["/ar/no-such-page/", "/ar/404.html"],
  ]) {
    const response = await fetch(`${site.server.origin}${route}`);
    expect(response.status).toBe(404);
    const header = response.headers.get("content-security-policy")!;
    expect(header).not.toContain(",");
    expect(directivesOf(header).get("frame-ancestors")).toContain("'self'");
    expect(directivesOf(header).get("object-src")).toEqual(["'none'"]);
    // Scripts are the not-found page's own policy's to decide, never the CMS's 'unsafe-eval'.
    expect([...directivesOf(header).keys()]).not.toEqual(expect.arrayContaining(["script-src"]));
    expect([...directivesOf(header).keys()]).not.toEqual(expect.arrayContaining(["default-src"]));
    const [meta, ...more] = policyMetaOf(await response.text());
    expect(more).toEqual([]);
    const ownPolicy = servedHeaders(rules(), notFoundPage)["content-security-policy"].split(", ")[1];
    expect(meta).toBe(ownPolicy.replace(/; frame-ancestors [^;]*/, ""));
    expect(directivesOf(meta).get("script-src")).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-/)]));
    expect(`${header} ${meta}`).not.toContain("'unsafe-eval'");
    expect(response.headers.get("strict-transport-security")).toBeTruthy();
  }
});

const unknownUrl = "/no-such-page/";

/** What a script of the site's own origin (which script-src 'self' lets run) meets when it tries eval on an unknown URL. */
const evalOnUnknownUrl = async (origin: string, { withoutPolicyMeta = false } = {}) => {
  const { context, violations } = await openWithViolationLog(origin);
  if (withoutPolicyMeta) {
    await context.route(`${origin}${unknownUrl}`, async (route) => {
      const response = await route.fetch();
      return route.fulfill({
        response,
        body: (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""),
      });
    });
  }
  const probe = `${origin}/eval-probe.js`;
  await context.route(probe, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "try { new Function('window.__evalRan = true')(); } catch (error) { window.__evalRefused = error.name; }",
    }),
  );
  const page = await context.newPage();
  await page.goto(`${origin}${unknownUrl}`, { waitUntil: "networkidle" });
  await page.addScriptTag({ url: probe });
  const outcome = await page.evaluate(() => {
    const probed = window as unknown as { __evalRan?: boolean; __evalRefused?: string };
    return { ran: probed.__evalRan, refused: probed.__evalRefused };
  });
  const heading = await page.locator("h1").textContent();
  await context.close();
  return { outcome, heading, violations: violations.filter((violation) => !/eval/.test(violation)) };
};

test("on an unknown URL the not-found page runs, and eval is refused", async () => {
  const { outcome, heading, violations } = await evalOnUnknownUrl(site.server.origin);
  expect(outcome).toEqual({ ran: undefined, refused: "EvalError" });
  expect(heading).toBe("Page Not Found");
  expect(violations).toEqual([]);
});

test("the eval check catches a planted fault: the CMS's 'unsafe-eval' back on /*, the 404 page without its <meta>", async () => {
  const planted: NetlifyHeaderRule[] = [
    {
      for: "/*",
      forRegExp: /^\/?(.*)\/?$/iu,
      values: { "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'" },
    },
    ...rules().filter((rule) => rule.for !== "/*"),
  ];
  const server = await startStaticServer((urlPath) => servedHeaders(planted, urlPath));
  const { outcome } = await evalOnUnknownUrl(server.origin, { withoutPolicyMeta: true });
  await server.close();
  expect(outcome).toEqual({ ran: true, refused: undefined });
});

test("a page gets the site-wide policy and its own, and the site-wide one allows all its own allows", async () => {
  const policies = (await fetch(`${site.server.origin}/services/`)).headers.get("content-security-policy")!;
  const [siteWide, own, ...more] = policies.split(",").map((policy) => policy.trim());
  expect(more).toEqual([]);
  // Each page's policy (the CMS's too) within the site-wide one, directive by directive where the site-wide
  // one names it: enforcing both is enforcing the page's. Scripts it leaves to the page's own.
  const beyondSiteWide = builtPages(publicDir).flatMap((page) => {
    const pagePolicy = servedHeaders(rules(), page.path)["content-security-policy"].split(", ")[1];
    return [...directivesOf(pagePolicy)]
      .filter(([name]) => directivesOf(siteWide).has(name))
      .flatMap(([name, sources]) =>
        sources
          .filter((source) => source !== "'none'" && !directivesOf(siteWide).get(name)?.includes(source))
          .map((source) => `${page.path} ${name} ${source}`),
      );
  });
  expect(beyondSiteWide).toEqual([]);
  expect([...directivesOf(siteWide).keys()].filter((name) => ["default-src", "script-src"].includes(name))).toEqual([]);
  expect(own).toMatch(/script-src 'self' 'sha256-/);
  expect(own).not.toBe(siteWide);
});

test("every path gets each header but the CSP from one rule, so joining and overriding mean the same", () => {
  const paths = everyPath();
  expect(paths.length).toBeGreaterThan(100);
  expect(headerConflicts(rules(), paths)).toEqual([]);
  const preview = parsedRules(
    toNetlifyHeaders(headerRules(builtPages(publicDir), builtFiles(publicDir), { preview: true })),
  );
  expect(headerConflicts(preview, paths)).toEqual([]);
  expect(servedHeaders(preview, "/admin/")["x-robots-tag"]).toBe("noindex");
});

test("the one-rule check catches a planted fault: Cross-Origin-Opener-Policy back on /*", () => {
  const planted = [...parsedRules("/*\n  Cross-Origin-Opener-Policy: same-origin\n"), ...rules()];
  expect(headerConflicts(planted, everyPath())).toContain(
    "/admin/ cross-origin-opener-policy: same-origin | same-origin-allow-popups",
  );
});

test("Cross-Origin-Opener-Policy: same-origin on the pages, same-origin-allow-popups on the CMS, at both URLs", () => {
  const opener = (urlPath: string) => servedHeaders(rules(), urlPath)["cross-origin-opener-policy"];
  for (const page of builtPages(publicDir)) {
    const expected = page.path.startsWith("/admin/") ? "same-origin-allow-popups" : "same-origin";
    expect([page.path, opener(page.path)]).toEqual([page.path, expected]);
    if (page.path.endsWith("/")) expect([page.path, opener(`${page.path}index.html`)]).toEqual([page.path, expected]);
  }
  // An unknown URL matches only /*, which also matches /admin/: it gets none (see docs/deploy-and-security.md).
  expect(opener(notFoundRoutes[0])).toBeUndefined();
});

test("a page's index.html, and /404.html, get the same headers as the page", () => {
  const served = (urlPath: string) => servedHeaders(rules(), urlPath);
  const folders = builtPages(publicDir).filter((page) => page.path.endsWith("/"));
  expect(folders.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/services/", "/admin/"]));
  for (const { path: folder } of folders) expect(served(`${folder}index.html`)).toEqual(served(folder));
  const notFound = builtPages(publicDir).find((page) => page.path === "/404.html")!;
  const ownRule = headerRules([notFound], [], { preview: false }).find((rule) => rule.path === "/404.html")!;
  expect(served("/404.html")["content-security-policy"].split(", ")).toEqual([
    served("/no-such-page/")["content-security-policy"],
    ownRule.headers["Content-Security-Policy"],
  ]);
});

test("only files whose names carry a content hash are cached as immutable; every file gets one caching rule", async () => {
  expect(immutableWithoutHash(rules())).toEqual([]);
  expect(servedFiles().filter((file) => !servedHeaders(rules(), file)["cache-control"])).toEqual([]);
  const immutable = servedFiles().filter((file) => servedHeaders(rules(), file)["cache-control"] === IMMUTABLE);
  expect(immutable).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-[0-9a-f]{20}\.js$/)]));
  expect(immutable.filter((file) => file.startsWith("/static/")).length).toBeGreaterThan(10);
  for (const unhashed of ["/admin/cms.js", "/~partytown/partytown.js", "/favicon.svg"]) {
    expect((await fetch(`${site.server.origin}${unhashed}`)).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    );
  }
});

test("the caching check catches a planted fault: /*.js immutable, which matches every script at any depth", () => {
  const planted = [...rules(), ...parsedRules(`/*.js\n  Cache-Control: ${IMMUTABLE}\n`)];
  expect(immutableWithoutHash(planted)).toEqual(expect.arrayContaining(["/admin/cms.js", "/~partytown/partytown.js"]));
});

test("an unknown URL and an image carry Cross-Origin-Resource-Policy as the pages do: /* is the only rule they match", async () => {
  const image = path.relative(publicDir, findFile(path.join(publicDir, "static"), /\.(jpg|png|webp)$/)!);
  for (const [urlPath, status] of [
    [`/${image.split(path.sep).join("/")}`, 200],
    [notFoundRoutes[0], 404],
  ] as const) {
    const response = await fetch(`${site.server.origin}${urlPath}`);
    expect([urlPath, response.status, response.headers.get("cross-origin-resource-policy")]).toEqual([
      urlPath,
      status,
      "same-origin",
    ]);
  }
});

test("the CSP catches a planted fault: an inline script it does not know", async () => {
  const { context, violations } = await openWithViolationLog();
  const page = await context.newPage();
  await page.goto(`${site.server.origin}/`, { waitUntil: "networkidle" });
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__plantedRan = true;";
    document.body.append(script);
  });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as TestWindow).__plantedRan)).toBeUndefined();
  expect(violations.some((v) => /script-src/.test(v))).toBe(true);
  await context.close();
});

test("the combination test catches a planted fault: a base policy that would override the pages' hashes", async () => {
  const planted: NetlifyHeaderRule[] = [
    { for: "/*", forRegExp: /^\/?(.*)\/?$/iu, values: { "Content-Security-Policy": "script-src 'self'" } },
    ...rules(),
  ];
  const server = await startStaticServer((urlPath) => servedHeaders(planted, urlPath));
  const { context, violations } = await openWithViolationLog(server.origin);
  const page = await context.newPage();
  await page.goto(`${server.origin}/`, { waitUntil: "networkidle" });
  expect(violations.some((v) => /script-src/.test(v))).toBe(true);
  await context.close();
  await server.close();
});

test("on an unknown URL the policy catches a planted fault: an inline script in the 404 page it does not know", async () => {
  const { context, violations } = await openWithViolationLog();
  await context.route(`${site.server.origin}${notFoundRoutes[0]}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("</body>", "<script>window.__plantedRan = true;</script></body>");
    return route.fulfill({ response, body });
  });
  const page = await context.newPage();
  const response = await page.goto(`${site.server.origin}${notFoundRoutes[0]}`, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(404);
  expect(await page.evaluate(() => (window as TestWindow).__plantedRan)).toBeUndefined();
  expect(violations.some((v) => /script-src/.test(v))).toBe(true);
  await context.close();
});

test("/about redirects to /foundation/ on the CDN", () => {
  const redirects = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  expect(redirects).toContain("/about /foundation/ 301!");
  expect(redirects).toContain("/about/ /foundation/ 301!");
});
