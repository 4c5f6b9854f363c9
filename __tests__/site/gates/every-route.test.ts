import type { Page } from "playwright-core";
import { steadyAxeViolations } from "../support/axe";
import { viewports } from "../support/browser";
import { allRoutes, isNotFoundRoute, templateRoutes } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * One JavaScript-on visit per route, as a first-time visitor (banner shown), checks at once:
 * - console gate: no console error and no uncaught error;
 * - privacy gate: before consent, no request leaves the site's own origin;
 * - accessibility gate: no axe violation (WCAG 2.0-2.2 A and AA) with the banner shown, then dismissed.
 * At 1280 px every route; at 375 px one route per template (the layout differs by template, not by content).
 * The planted-fault proofs are in runtime.test.ts and accessibility.test.ts.
 */

jest.setTimeout(120_000);

const site = serveSiteToBrowser();

// The not-found routes answer 404 on purpose (the document and its page data); the browser logs that.
const expected404 = /Failed to load resource: the server responded with a status of 404/;

const bannerHidden = (page: Page) =>
  page.waitForFunction(() => getComputedStyle(document.querySelector("#cc-main .cm")!).visibility === "hidden");

const visitAsFirstTimeVisitor = async (route: string, viewport: { width: number; height: number }) => {
  const visit = await site.visitPage(route, { viewport, showConsentBanner: true, reducedMotion: "reduce" });
  const necessaryOnly = visit.page.locator("#cc-main .cm").getByRole("button", { name: "Necessary only" });
  await necessaryOnly.waitFor({ state: "visible" });
  await visit.page.waitForLoadState("networkidle");
  const withBanner = await steadyAxeViolations(visit.page);
  await necessaryOnly.click();
  await bannerHidden(visit.page);
  const afterChoice = await steadyAxeViolations(visit.page);
  return { ...visit, withBanner, afterChoice };
};

test.each(allRoutes())(
  "%s at 1280 px: no console errors, nothing sent off-site before consent, no axe violations",
  async (route) => {
    const { errors, offsiteRequests, withBanner, afterChoice } = await visitAsFirstTimeVisitor(route, viewports.laptop);
    expect(withBanner).toEqual([]);
    expect(afterChoice).toEqual([]);
    expect(isNotFoundRoute(route) ? errors.filter((error) => !expected404.test(error)) : errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
  },
);

test.each(templateRoutes())("%s at 375 px: no axe violations with the banner shown, then dismissed", async (route) => {
  const { withBanner, afterChoice } = await visitAsFirstTimeVisitor(route, viewports.phone);
  expect(withBanner).toEqual([]);
  expect(afterChoice).toEqual([]);
});
