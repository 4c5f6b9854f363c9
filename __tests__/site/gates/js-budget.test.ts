import {
  KB,
  budgetFor,
  filesWithConsentManager,
  overBudget,
  scriptsBeforeHydration,
  scriptsOfVisit,
  totalBytes,
  type ScriptCost,
} from "../support/first-load-js";
import { sitemapRoutes } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * The JavaScript budget per route: every script a visit downloads in Chromium
 * until the page is idle (gzip sizes of the built files). Byte counts of built
 * files are deterministic, so this is a test; timings are benchmarks (BENCHMARKS.md).
 */
jest.setTimeout(120_000);

const site = serveSiteToBrowser();
const routes = sitemapRoutes();
const visits = new Map<string, ScriptCost[]>();
const visit = async (route: string) => {
  if (!visits.has(route)) visits.set(route, await scriptsOfVisit(site.browser, site.server.origin, route));
  return visits.get(route)!;
};

test.each(routes)(
  "%s stays within its JavaScript budget, counting every script until the page is idle",
  async (route) => {
    const scripts = await visit(route);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(overBudget(route, scripts)).toBe("");
  },
);

test("a visit counts the scripts loaded after hydration: the consent manager's chunk is among them", async () => {
  const scripts = await visit("/");
  const hydration = new Set(scriptsBeforeHydration("/").map((script) => script.file));
  const later = scripts.filter((script) => !hydration.has(script.file));
  expect(filesWithConsentManager(later)).toHaveLength(1);
});

test("the budget check fails, with the numbers, when a page loads too much", async () => {
  const scripts = await visit("/");
  const message = overBudget("/", scripts, totalBytes(scripts) - 1);
  expect(message).toMatch(
    /^\/ loads \d+\.\d KB of JavaScript \(gzip\) before it is idle, over its \d+ KB budget: .*framework/,
  );
  expect(budgetFor("/")).toBe(100 * KB);
  expect(budgetFor("/services/")).toBe(105 * KB);
});

test.each(routes)("%s hydrates without the consent manager's code (it loads when the page is idle)", (route) => {
  expect(filesWithConsentManager(scriptsBeforeHydration(route))).toEqual([]);
});

test("the consent check finds the manager's code when it is bundled into the hydration scripts", async () => {
  const consentChunk = (await visit("/")).filter((script) => filesWithConsentManager([script]).length);
  const planted = [...scriptsBeforeHydration("/"), ...consentChunk];
  expect(filesWithConsentManager(planted)).toEqual(consentChunk.map((script) => script.file));
});
