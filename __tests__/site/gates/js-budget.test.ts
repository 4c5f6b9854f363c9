import fs from "fs";
import path from "path";
import { publicDir } from "../support/public";
import {
  KB,
  budgetFor,
  consentManagerMarkers,
  costOf,
  filesContaining,
  overBudget,
  pageComponents,
  scriptsBeforeHydration,
  scriptsOfVisit,
  serverRendererMarkers,
  totalBytes,
  type ScriptCost,
} from "../support/first-load-js";
import { sitemapRoutes } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";
import { splitLanguage } from "../../../src/languages";

/**
 * The JavaScript budget per route: every script a visit downloads in Chromium
 * until the page is idle (gzip sizes of the built files). Byte counts of built
 * files are deterministic, so this is a test; timings are benchmarks (BENCHMARKS.md).
 * Every route is held to its budget during its one visit in every-route.test.ts
 * (with the consent-manager and server-renderer checks); here, the proofs that they can fail.
 */
jest.setTimeout(120_000);

const site = serveSiteToBrowser();
const visits = new Map<string, ScriptCost[]>();
const visit = async (route: string) => {
  if (!visits.has(route)) visits.set(route, await scriptsOfVisit(site.browser, site.server.origin, route));
  return visits.get(route)!;
};

test("a visit counts the scripts loaded after hydration: the consent manager's chunk is among them", async () => {
  const scripts = await visit("/");
  const hydration = new Set(scriptsBeforeHydration("/").map((script) => script.file));
  const later = scripts.filter((script) => !hydration.has(script.file));
  expect(filesContaining(later, consentManagerMarkers)).toHaveLength(1);
});

test("the budget check fails, with the numbers, when a page loads too much", async () => {
  const scripts = await visit("/");
  const message = overBudget("/", scripts, totalBytes(scripts) - 1);
  expect(message).toMatch(
    /^\/ loads \d+\.\d KB of JavaScript \(gzip\) before it is idle, over its \d+ KB budget: .*framework/,
  );
  expect(budgetFor("/")).toBe(108 * KB);
  expect(budgetFor("/services/business-setup-in-dubai-and-the-uae/")).toBe(106 * KB);
  expect(budgetFor("/ar/")).toBe(110 * KB);
  expect(budgetFor("/ar/services/business-setup-in-dubai-and-the-uae/")).toBe(108 * KB);
});

test("the build lists one page component per file of src/pages/ and src/templates/, none per document", () => {
  const root = path.resolve(__dirname, "../../..");
  const files = ["src/pages", "src/templates"].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .map((name) => `component---${folder.replace(/\//g, "-")}-${name.replace(".", "-")}`),
  );
  expect(pageComponents().sort()).toEqual(files.sort());
});

test("no script a visitor loads lists the documents' pages, in either language: their bytes do not grow with the site", async () => {
  const documentRoutes = sitemapRoutes().filter((route) =>
    /^\/(services|insights|legal)\/(?!page\/|topics\/)[^/]+\/$/.test(splitLanguage(route).path),
  );
  expect(documentRoutes.length).toBeGreaterThan(40);
  const code = (await visit("/"))
    .map((script) => fs.readFileSync(path.join(publicDir, script.file), "utf8"))
    .join("\n");
  expect(documentRoutes.filter((route) => code.includes(`"${route}"`))).toEqual([]);
});

test("the consent check finds the manager's code when it is bundled into the hydration scripts", async () => {
  const consentChunk = (await visit("/")).filter((script) => filesContaining([script], consentManagerMarkers).length);
  const planted = [...scriptsBeforeHydration("/"), ...consentChunk];
  expect(filesContaining(planted, consentManagerMarkers)).toEqual(consentChunk.map((script) => script.file));
});

test("the server-renderer check finds react-dom/server's code when a page loads it", async () => {
  const planted = "planted-react-dom-server.js";
  fs.copyFileSync(
    path.join(
      path.dirname(require.resolve("react-dom/package.json")),
      "cjs/react-dom-server-legacy.browser.production.min.js",
    ),
    path.join(publicDir, planted),
  );
  try {
    expect(filesContaining([...(await visit("/")), costOf(planted)], serverRendererMarkers)).toEqual([planted]);
  } finally {
    fs.rmSync(path.join(publicDir, planted));
  }
});
