import type { Page } from "playwright-core";
import { steadyAxeViolations } from "../support/axe";
import { recordCspViolations, viewports } from "../support/browser";
import {
  consentManagerMarkers,
  costOf,
  filesContaining,
  overBudget,
  recordScriptRequests,
  scriptsBeforeHydration,
  serverRendererMarkers,
  untilScriptsSettle,
} from "../support/first-load-js";
import { builtSiteHeaders } from "../support/netlify-headers";
import { consentTextsOn, isNotFoundRoute, templateRoutes, visitedRoutes } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";
import { missingWithoutJs, visibleTexts } from "../support/visible-texts";

/**
 * One JavaScript-on visit per route (every English route; in Arabic, one route per template: see
 * visitedRoutes), as a first-time visitor (banner shown), served with the site's own _headers,
 * checks everything a route can get wrong at once:
 * - console: no console error and no uncaught error;
 * - privacy: before consent, no request leaves the site's own origin;
 * - CSP: no Content-Security-Policy violation (the page's inline scripts are hashed);
 * - accessibility: no axe violation (WCAG 2.0-2.2 A and AA) once the banner is answered; with
 *   the banner shown, once per template (the banner is the same on every page);
 * - JavaScript: React's server renderer never loaded, the consent manager not in the hydration
 *   scripts; once per template (its pages load the same chunks), within the budget until idle;
 * - no JavaScript: every heading and paragraph the visit shows is in the served HTML (a second,
 *   JavaScript-off visit).
 * One route per template gets the accessibility checks at 375 px too, in the same visit resized
 * (the layout differs by template, not by content, and only CSS reads the width). The planted-fault
 * proofs are beside each gate: runtime, accessibility, js-budget, no-javascript and security-headers tests.
 */

jest.setTimeout(120_000);

const site = serveSiteToBrowser(builtSiteHeaders);
const templates = new Set(templateRoutes());

// The not-found routes answer 404 on purpose (the document and its page data); the browser logs that.
const expected404 = /Failed to load resource: the server responded with a status of 404/;

const bannerHidden = (page: Page) =>
  page.waitForFunction(() => getComputedStyle(document.querySelector("#cc-main .cm")!).visibility === "hidden");

type Viewport = { width: number; height: number };

/** axe at each width in turn (the page resized), each violation named with its width; the page ends at the first width. */
const axeAtWidths = async (page: Page, widths: Viewport[]): Promise<string[]> => {
  const found: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    found.push(...(await steadyAxeViolations(page)).map((violation) => `at ${viewport.width} px: ${violation}`));
  }
  await page.setViewportSize(widths[0]);
  return found;
};

const visitAsFirstTimeVisitor = async (route: string, { oncePerTemplate }: { oncePerTemplate: boolean }) => {
  let scripts = new Set<string>();
  let cspViolations: string[] = [];
  const visit = await site.visitPage(route, {
    viewport: viewports.laptop,
    showConsentBanner: true,
    reducedMotion: "reduce",
    prepare: async (context) => {
      scripts = recordScriptRequests(context, site.server.origin);
      cspViolations = await recordCspViolations(context);
    },
  });
  const { page } = visit;
  const necessaryOnly = page
    .locator("#cc-main .cm")
    .getByRole("button", { name: consentTextsOn(route).banner.necessaryOnly });
  await necessaryOnly.waitFor({ state: "visible" });
  await page.waitForLoadState("networkidle");
  const withBanner = oncePerTemplate ? await axeAtWidths(page, [viewports.laptop, viewports.phone]) : [];
  const textsWithJs = await visibleTexts(page);
  // By keyboard: a pointer left over the page would hover a link when the banner goes, and Gatsby loads a hovered link's page.
  await necessaryOnly.press("Enter");
  await bannerHidden(page);
  const afterChoice = await steadyAxeViolations(page);
  // What loads until the page is idle is the template's code: pages of one template load the same chunks.
  if (oncePerTemplate) await untilScriptsSettle(page, scripts);
  const loaded = [...scripts].map(costOf);
  if (oncePerTemplate) afterChoice.push(...(await axeAtWidths(page, [viewports.phone])));
  return { ...visit, withBanner, afterChoice, textsWithJs, cspViolations, scripts: loaded };
};

// The texts are in the document once it is parsed; pictures need not load for that.
const textsWithoutJs = async (route: string) => {
  const { page } = await site.visitPage(route, { javaScriptEnabled: false, waitUntil: "domcontentloaded" });
  return visibleTexts(page);
};

test.each(visitedRoutes())(
  "%s passes every per-route gate (at 1280 px; a template's route at 375 px too)",
  async (route) => {
    const oncePerTemplate = templates.has(route);
    const visit = await visitAsFirstTimeVisitor(route, { oncePerTemplate });
    expect(visit.withBanner).toEqual([]);
    expect(visit.afterChoice).toEqual([]);
    expect(isNotFoundRoute(route) ? visit.errors.filter((error) => !expected404.test(error)) : visit.errors).toEqual(
      [],
    );
    expect(visit.offsiteRequests).toEqual([]);
    expect(visit.cspViolations).toEqual([]);
    expect(filesContaining(visit.scripts, serverRendererMarkers)).toEqual([]);
    // The not-found cards for /services/… and /legal/… are chosen in the browser, and their page is the 404 page's.
    if (isNotFoundRoute(route)) return;
    if (oncePerTemplate) {
      expect(visit.scripts.length).toBeGreaterThanOrEqual(4);
      expect(overBudget(route, visit.scripts)).toBe("");
    }
    expect(filesContaining(scriptsBeforeHydration(route), consentManagerMarkers)).toEqual([]);
    const withoutJs = await textsWithoutJs(route);
    expect(withoutJs.length).toBeGreaterThan(3);
    expect(missingWithoutJs(visit.textsWithJs, withoutJs)).toEqual([]);
  },
);
