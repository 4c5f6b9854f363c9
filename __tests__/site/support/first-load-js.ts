import fs from "fs";
import path from "path";
import zlib from "zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { splitLanguage } from "../../../src/i18n/languages";
import { openSite } from "./browser";
import { publicDir, readPage } from "./public";

export interface ScriptCost {
  file: string;
  gzipBytes: number;
}

const gzipBytesOf = new Map<string, number>();

/** A built file's gzip -9 size; read once per test file (the build does not change while tests run). */
export const costOf = (file: string): ScriptCost => {
  if (!gzipBytesOf.has(file)) {
    gzipBytesOf.set(file, zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length);
  }
  return { file, gzipBytes: gzipBytesOf.get(file)! };
};

/** Lets the page's idle-time work (hydration's follow-ups, the consent start) run: two idle callbacks in a row. */
const idleTwice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 }),
      ),
  );

/** Records the site's own scripts the context's pages request (paths without the leading slash), from now on. */
export const recordScriptRequests = (context: BrowserContext, origin: string): Set<string> => {
  const files = new Set<string>();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.origin === origin) files.add(url.pathname.slice(1));
  });
  return files;
};

/**
 * Waits until the page is idle: the network is quiet and two idle callbacks pass without
 * a new script request (the consent manager and lazy chunks load in idle time).
 */
export const untilScriptsSettle = async (page: Page, files: Set<string>): Promise<void> => {
  for (let seen = -1; seen !== files.size;) {
    seen = files.size;
    await idleTwice(page);
    await page.waitForLoadState("networkidle");
  }
};

/**
 * Every script a first visit to `route` downloads in Chromium, from navigation
 * until the page is idle: the bundles the HTML names, the page's chunks, and
 * whatever is imported later (the consent manager, lazy chunks), as a real
 * visitor's browser shows the consent banner. Link prefetches (Gatsby fetching
 * other pages' chunks in case of a click) are not counted: the browser fetches
 * them at the lowest priority and runs none of them. Sizes are gzip -9 of the built files.
 */
export const scriptsOfVisit = async (browser: Browser, origin: string, route: string): Promise<ScriptCost[]> => {
  const { context } = await openSite(browser, origin, { showConsentBanner: true });
  try {
    const files = recordScriptRequests(context, origin);
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    await untilScriptsSettle(page, files);
    return [...files].map(costOf);
  } finally {
    await context.close();
  }
};

const pageDataFile = (route: string) =>
  path.join(publicDir, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json");

let chunkAssets: Record<string, string[]> | undefined;
/** webpack's stats: each chunk's files, read once. */
const assetsByChunkName = (): Record<string, string[]> =>
  (chunkAssets ??= JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")).assetsByChunkName);

/**
 * The scripts a visit runs to hydrate `route`: those its prerendered HTML preloads
 * (runtime, framework, app) plus its page component's chunk group from webpack's
 * stats. Anything else the visit loads comes after hydration.
 */
export const scriptsBeforeHydration = (route: string): ScriptCost[] => {
  // Gatsby's scripts are preloads that one inline script starts after the first paint (src/lib/scripts-after-paint.ts).
  const named = [...readPage(route).matchAll(/<link rel="preload" as="script"[^>]+href="\/([^"?]+\.js)"/g)].map(
    (match) => match[1],
  );
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(route), "utf8"));
  const files = new Set([...named, ...(assetsByChunkName()[componentChunkName] ?? [])]);
  return [...files].filter((file) => file.endsWith(".js")).map(costOf);
};

/**
 * Strings only vanilla-cookieconsent's code holds: the classes it toggles on <html>
 * while its banner shows. (The cookie's name, cc_cookie, also appears in the
 * cookie policy's text, so it would not tell the manager apart.)
 */
export const consentManagerMarkers = ["show--consent", "disable--interaction"];

/** Names only React's server renderer (react-dom/server) exports: what GatsbyImage's lazy hydration pulled into the browser. */
export const serverRendererMarkers = ["renderToStaticMarkup", "renderToReadableStream"];

/** The files among `scripts` whose code contains any of `markers`. */
export const filesContaining = (scripts: ScriptCost[], markers: string[]): string[] =>
  scripts
    .map((script) => script.file)
    .filter((file) => {
      const code = fs.readFileSync(path.join(publicDir, file), "utf8");
      return markers.some((marker) => code.includes(marker));
    });

export const totalBytes = (scripts: ScriptCost[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

export const KB = 1024;

/**
 * Gatsby lists every page's component chunk in app.js and in the webpack runtime, which every page loads:
 * each MDX document is its own component (the `template?__contentFilePath=` pattern). Measured when the
 * 25 Arabic pages came: 36 bytes gzip per page (the two maps, with and without their entries).
 * The budgets below were set for the site's 29 page components; each page beyond them may add this much.
 */
export const pageMapBytesPerPage = 40;
const pageComponentsAtBudget = 29;

/** How many page components the build lists (public/chunk-map.json). */
export const pageComponents = (): number =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8"))).filter((chunk) =>
    chunk.startsWith("component---"),
  ).length;

/**
 * 109 KB on the home page, 110 KB elsewhere (the documents carry their MDX body as code), plus the page map's
 * growth since (pageMapBytesPerPage). The home page's budget rose from 108 KB by the 0.6 KB of ServerHtml and its
 * link listener, which cut the first hydration to a third of the page (issue 21, BENCHMARKS.md).
 * Issue 14 asked for 100 and 105 KB; those need Gatsby's Head API in place of react-helmet
 * (5.3 KB with react-side-effect and react-fast-compare), which the stack keeps: see BENCHMARKS.md.
 */
export const budgetFor = (route: string) =>
  (route === "/" ? 109 * KB : 110 * KB) +
  Math.max(0, pageComponents() - pageComponentsAtBudget) * pageMapBytesPerPage +
  languageCode +
  (splitLanguage(route).lang === "ar" ? arabicAllowance : 0);

/**
 * What the two languages cost every page's code, beside the page map: the page-language context, hreflang and
 * og:locale tags, the switcher, dates in two languages and the sentences with places to fill. Measured on the
 * largest page, the terms: 111.9 KB until idle (issue 20). A regression the budget records, not a target:
 * BENCHMARKS.md says where to win it back.
 */
export const languageCode = 1 * KB;

/**
 * An Arabic page loads the banner's Arabic texts (0.8 KB, when idle) and its MDX body, compiled into its
 * page chunk, is the same text in a script that takes two bytes a letter (a service page's chunk 5.5 → 6.4 KB).
 */
export const arabicAllowance = 2 * KB;

/** "" when within budget, else a message with the numbers. */
export const overBudget = (route: string, scripts: ScriptCost[], budget = budgetFor(route)): string => {
  const total = totalBytes(scripts);
  if (total <= budget) return "";
  const detail = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${s.file} ${(s.gzipBytes / KB).toFixed(1)} KB`)
    .join(", ");
  return `${route} loads ${(total / KB).toFixed(1)} KB of JavaScript (gzip) before it is idle, over its ${(budget / KB).toFixed(0)} KB budget: ${detail}`;
};
