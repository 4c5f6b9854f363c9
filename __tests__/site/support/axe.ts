import fs from "fs";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { contrastFailures } from "./contrast";

/** WCAG 2.0-2.2 A and AA rules, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type WindowWithAxe = Window & {
  axe: { run: (context: Document | { include: string[][] }, options: object) => Promise<AxeResults> };
};

/**
 * axe's violations on the page as it is now, one line each: rule, impact, help and up to three targets.
 * `within` (a CSS selector) checks only that part of the page: the consent banner, whose page is checked without it.
 * A contrast axe cannot settle (a text below the fold, under a sticky bar, over a picture) is "incomplete", not a
 * pass: each such text is measured as rendered (support/contrast.ts), and one below WCAG AA is a violation here.
 */
export const axeViolations = async (page: Page, within?: string): Promise<string[]> => {
  // Evaluated through the DevTools protocol, not a <script> tag: the site's CSP would refuse an inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([tags, selector]) =>
      (window as unknown as WindowWithAxe).axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations", "incomplete"],
      }),
    [TAGS, within] as const,
  );
  const unsettled = results.incomplete
    .filter((result) => result.id === "color-contrast")
    .flatMap((result) => result.nodes.map((node) => node.target.join(" ")));
  const measured = unsettled.length ? await contrastFailures(page, unsettled) : [];
  return [
    ...results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    ...measured.map((failure) => `color-contrast (settled by measuring, axe could not): ${failure}`),
  ];
};

/**
 * axe's result while the consent manager is still settling (focus restore, fade-out) can
 * differ for a moment from the steady state a visitor meets; a real violation persists,
 * so the check re-runs for up to five seconds and reports the last result. (Two seconds were
 * too few on a loaded machine: once in five runs the banner's aria-hidden-focus outlasted them.)
 */
export const steadyAxeViolations = async (page: Page, within?: string): Promise<string[]> => {
  const deadline = Date.now() + 5000;
  let found = await axeViolations(page, within);
  while (found.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    found = await axeViolations(page, within);
  }
  return found;
};
