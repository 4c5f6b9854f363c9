import { assertBuilt } from "../support/public";
import { KB, budgetFor, firstLoadScripts, overBudget, totalBytes } from "../support/first-load-js";
import { sitemapRoutes } from "../support/routes";

/** First-load JavaScript (gzip, as transferred) per route, from the built files: deterministic, so a test. */
beforeAll(assertBuilt);

const routes = sitemapRoutes();

test.each(routes)("%s stays within its first-load JavaScript budget", (route) => {
  const scripts = firstLoadScripts(route);
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  expect(overBudget(route, scripts)).toBe("");
});

test("the consent manager is not in the first load", () => {
  for (const route of routes) {
    expect(
      firstLoadScripts(route)
        .map((s) => s.file)
        .join(" "),
    ).not.toMatch(/cookieconsent|consent/i);
  }
});

test("the budget check fails, with the numbers, when a page ships too much", () => {
  const scripts = firstLoadScripts("/");
  const message = overBudget("/", scripts, totalBytes(scripts) - 1);
  expect(message).toMatch(
    /^\/ ships \d+\.\d KB of first-load JavaScript \(gzip\), over its \d+ KB budget: .*framework/,
  );
  expect(budgetFor("/")).toBe(100 * KB);
  expect(budgetFor("/services/")).toBe(125 * KB);
});
