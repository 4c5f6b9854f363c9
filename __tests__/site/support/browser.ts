import { CONSENT_STATE_ATTRIBUTE } from "../../../src/consent/state";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

const {
  testChromiumPath,
  playwrightFlags,
}: { testChromiumPath: string; playwrightFlags: string[] } = require("../../../scripts/chromium.cjs");

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: testChromiumPath, args: playwrightFlags });

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface SiteContext {
  context: BrowserContext;
  /** Every request that tried to leave the site's own origin (all are aborted). */
  offsiteRequests: string[];
}

/**
 * A browser context where no request reaches the network: anything not for the
 * local server (or another local origin in `alsoAllow`) is recorded and aborted
 * (or answered by a stub the test adds). Playwright turns the browser's HTTP cache
 * off in a context that intercepts requests: each page loads everything it needs
 * again, as on a first visit.
 */
export const openSite = async (
  browser: Browser,
  origin: string,
  options: BrowserContextOptions & { showConsentBanner?: boolean; alsoAllow?: string[] } = {},
): Promise<SiteContext> => {
  const { showConsentBanner = false, alsoAllow = [], ...contextOptions } = options;
  const context = await browser.newContext({ viewport: viewports.laptop, ...contextOptions });
  const offsiteRequests: string[] = [];
  await context.route(
    (url) => url.origin !== origin && !alsoAllow.includes(url.origin),
    (route) => {
      offsiteRequests.push(route.request().url());
      return route.abort();
    },
  );
  if (showConsentBanner) {
    // The consent manager hides from automation (navigator.webdriver); a real visitor's browser reports false.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    );
  }
  return { context, offsiteRequests };
};

/** Console errors and uncaught exceptions a page produced. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

/** CSP violations the page (or every page of the context) reports ("directive blocked-URI"), from every document it loads. */
export const recordCspViolations = async (target: Page | BrowserContext): Promise<string[]> => {
  const violations: string[] = [];
  await target.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await target.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
};

/**
 * Resolves once the consent manager has run on the page: shown the banner, applied a stored
 * choice, stood down for a crawler or failed. Only after that does "nothing happened" mean something.
 */
export const consentStarted = async (page: Page): Promise<string | null> => {
  await page.locator(`html[${CONSENT_STATE_ATTRIBUTE}]`).waitFor({ state: "attached" });
  return page.locator("html").getAttribute(CONSENT_STATE_ATTRIBUTE);
};

/** onInitialClientRender starts the consent manager, so once it has run, React has hydrated the page. */
export const hydrated = async (page: Page): Promise<void> => {
  await consentStarted(page);
};

/**
 * Scrolls the page by `by` pixels (or, with `to`, to that offset), then waits three frames: what follows the scroll
 * (a scroll-driven animation, such as the booking bar's) has then been drawn.
 */
export const scrollAndDraw = (page: Page, { by, to }: { by?: number; to?: number }) =>
  page.evaluate(
    async ({ by, to }) => {
      if (to !== undefined) window.scrollTo(0, to);
      else window.scrollBy(0, by ?? 0);
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    },
    { by, to },
  );
