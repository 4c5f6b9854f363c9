import type { Locator, Page } from "playwright-core";
import { steadyAxeViolations } from "../support/axe";
import { consentStarted, openSite, recordCspViolations, viewports, watchErrors } from "../support/browser";
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
import { stubTagManager, tagManagerRan } from "../support/tag-manager-stub";
import { missingWithoutJs, visibleTexts } from "../support/visible-texts";

/**
 * One JavaScript-on visit per route (every English route; in Arabic, one route per template: see
 * visitedRoutes), served with the site's own _headers, checks everything a route can get wrong at once:
 * - console: no console error and no uncaught error;
 * - privacy: no request leaves the site's own origin before consent, or after Necessary only;
 * - CSP: no Content-Security-Policy violation (the page's inline scripts are hashed);
 * - accessibility: no axe violation (WCAG 2.0-2.2 A and AA) once the banner is answered;
 * - no JavaScript: every heading and paragraph the visit shows is in the served HTML (a
 *   JavaScript-off load of the route).
 * A template's route (templateRoutes) is visited as a first-time visitor in a fresh browser
 * context, and gets the checks that are the same on every page of its template:
 * - the banner: axe on it at 1280 and 375 px (the page around it gets axe at both widths once the
 *   banner is answered), and no tag-manager request until it is answered;
 * - analytics consent: Accept all loads the tag manager (a local stub) once, and no CSP violation
 *   follows, nor on a reload with the choice stored;
 * - JavaScript: React's server renderer never loaded, the consent manager not in the hydration
 *   scripts, and everything loaded until idle within the budget (its pages load the same chunks);
 * - 375 px: axe again at the phone's width, in the same visit resized (the layout differs by
 *   template, not by content, and only CSS reads the width).
 * The other routes are visited by a returning visitor who answered Necessary only: one context and
 * one tab, going from route to route, as a reader of the site does. The planted-fault proofs are
 * beside each gate: runtime, accessibility, js-budget, no-javascript and security-headers tests.
 */

jest.setTimeout(120_000);

const site = serveSiteToBrowser(builtSiteHeaders);
const templates = new Set(templateRoutes());

// The not-found routes answer 404 on purpose (the document and its page data); the browser logs that.
const expected404 = /Failed to load resource: the server responded with a status of 404/;

const choiceOnBanner = (page: Page, route: string, choice: "necessaryOnly" | "acceptAll"): Locator =>
  page.locator("#cc-main .cm").getByRole("button", { name: consentTextsOn(route).banner[choice] });

/** By keyboard: a pointer left over the page would hover a link when the banner goes, and Gatsby loads a hovered link's page. */
const answerBanner = async (page: Page, route: string, choice: "necessaryOnly" | "acceptAll") => {
  await choiceOnBanner(page, route, choice).press("Enter");
  await page.waitForFunction(() => getComputedStyle(document.querySelector("#cc-main .cm")!).visibility === "hidden");
};

type Viewport = { width: number; height: number };

/**
 * axe at each width in turn (the page resized), each violation named with its width; the page ends at the
 * first width. `within`: only that part of the page.
 */
const axeAtWidths = async (page: Page, widths: Viewport[], within?: string): Promise<string[]> => {
  const found: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    found.push(
      ...(await steadyAxeViolations(page, within)).map((violation) => `at ${viewport.width} px: ${violation}`),
    );
  }
  await page.setViewportSize(widths[0]);
  return found;
};

const visitAsFirstTimeVisitor = async (route: string) => {
  let scripts = new Set<string>();
  let cspViolations: string[] = [];
  let tagRequests: string[] = [];
  const visit = await site.visitPage(route, {
    viewport: viewports.laptop,
    showConsentBanner: true,
    reducedMotion: "reduce",
    prepare: async (context) => {
      scripts = recordScriptRequests(context, site.server.origin);
      cspViolations = await recordCspViolations(context);
      tagRequests = await stubTagManager(context);
    },
  });
  const { page } = visit;
  // The banner shows once the consent manager has started, after hydration.
  await choiceOnBanner(page, route, "acceptAll").waitFor({ state: "visible" });
  const withBanner = await axeAtWidths(page, [viewports.laptop, viewports.phone], "#cc-main");
  const textsWithJs = await visibleTexts(page);
  const tagRequestsBeforeChoice = tagRequests.length;
  await answerBanner(page, route, "acceptAll");
  await tagManagerRan(page);
  // What loads until the page is idle is the template's code: pages of one template load the same chunks.
  // Waited for before axe, so axe meets the banner gone, not still leaving (which it took for a violation, and re-ran).
  await untilScriptsSettle(page, scripts);
  const loaded = [...scripts].map(costOf);
  const afterChoice = await steadyAxeViolations(page);
  afterChoice.push(...(await axeAtWidths(page, [viewports.phone])));
  // With the choice stored, the tag manager starts with the page.
  await page.reload();
  await tagManagerRan(page);
  return {
    ...visit,
    withBanner,
    afterChoice,
    textsWithJs,
    cspViolations,
    scripts: loaded,
    tagRequestsBeforeChoice,
    tagRequests,
  };
};

/** The returning visitor's tab, opened once: the banner answered with Necessary only on the home page. */
let returningVisitor: Promise<{ page: Page; errors: string[]; offsiteRequests: string[]; cspViolations: string[] }>;
const returningVisitorTab = () =>
  (returningVisitor ??= (async () => {
    const { context, offsiteRequests } = await openSite(site.browser, site.server.origin, {
      viewport: viewports.laptop,
      showConsentBanner: true,
      reducedMotion: "reduce",
    });
    const cspViolations = await recordCspViolations(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.server.origin}/`);
    await answerBanner(page, "/", "necessaryOnly");
    return { page, errors, offsiteRequests, cspViolations };
  })());

const visitAsReturningVisitor = async (route: string) => {
  const tab = await returningVisitorTab();
  for (const record of [tab.errors, tab.offsiteRequests, tab.cspViolations]) record.length = 0;
  await tab.page.goto(`${site.server.origin}${route}`);
  // The consent manager applies the stored choice after hydration: the page is then as a reader meets it.
  // (No wait for the network to rest: a request the page makes later still lands in this route's
  // records, which are read only after axe has run.)
  await consentStarted(tab.page);
  const textsWithJs = await visibleTexts(tab.page);
  const afterChoice = await steadyAxeViolations(tab.page);
  return { ...tab, afterChoice, textsWithJs };
};

/** One tab with JavaScript off for every route's twin: nothing runs, so nothing carries over from route to route. */
let javaScriptOff: Promise<Page>;
// The texts are in the document once it is parsed; pictures need not load for that.
const textsWithoutJs = async (route: string) => {
  const page = await (javaScriptOff ??= openSite(site.browser, site.server.origin, { javaScriptEnabled: false }).then(
    ({ context }) => context.newPage(),
  ));
  await page.goto(`${site.server.origin}${route}`, { waitUntil: "domcontentloaded" });
  return visibleTexts(page);
};

test.each(visitedRoutes())(
  "%s passes every per-route gate (at 1280 px; a template's route at 375 px too)",
  async (route) => {
    const firstVisit = templates.has(route) ? await visitAsFirstTimeVisitor(route) : undefined;
    const visit = firstVisit ?? (await visitAsReturningVisitor(route));
    expect(visit.afterChoice).toEqual([]);
    expect(isNotFoundRoute(route) ? visit.errors.filter((error) => !expected404.test(error)) : visit.errors).toEqual(
      [],
    );
    expect(visit.offsiteRequests).toEqual([]);
    expect(visit.cspViolations).toEqual([]);
    if (firstVisit) {
      expect(firstVisit.withBanner).toEqual([]);
      expect(firstVisit.tagRequestsBeforeChoice).toBe(0);
      expect(firstVisit.tagRequests).toHaveLength(2);
      expect(filesContaining(firstVisit.scripts, serverRendererMarkers)).toEqual([]);
    }
    // The not-found cards for /services/… and /legal/… are chosen in the browser, and their page is the 404 page's.
    if (isNotFoundRoute(route)) return;
    if (firstVisit) {
      expect(firstVisit.scripts.length).toBeGreaterThanOrEqual(4);
      expect(overBudget(route, firstVisit.scripts)).toBe("");
    }
    expect(filesContaining(scriptsBeforeHydration(route), consentManagerMarkers)).toEqual([]);
    const withoutJs = await textsWithoutJs(route);
    expect(withoutJs.length).toBeGreaterThan(3);
    expect(missingWithoutJs(visit.textsWithJs, withoutJs)).toEqual([]);
  },
);
