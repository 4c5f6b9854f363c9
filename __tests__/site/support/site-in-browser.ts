import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser, openSite, watchErrors } from "./browser";
import { assertBuilt } from "./public";
import { startStaticServer, type HeadersFor, type StaticServer } from "./server";

export interface VisitOptions extends BrowserContextOptions {
  /** Lets the consent banner show, as it does for a visitor (automation hides it otherwise). */
  showConsentBanner?: boolean;
  /** When `goto` returns; "load" unless told. */
  waitUntil?: "load" | "domcontentloaded" | "networkidle";
  /** Runs on the fresh context before the page opens: stub routes, cookies, init scripts. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions, as they happen. */
  errors: string[];
  /** Every request that tried to leave the site (all aborted unless a stub answered). */
  offsiteRequests: string[];
}

export interface SiteInBrowser {
  server: StaticServer;
  browser: Browser;
  /** Opens `path` of the built site in a fresh context; the context is closed after the test, pass or fail. */
  visitPage: (path: string, options?: VisitOptions) => Promise<Visit>;
}

/** For a test file: the built site served on localhost and one Chromium, started before and closed after its tests. */
export const serveSiteToBrowser = (headersFor?: () => HeadersFor): SiteInBrowser => {
  const openContexts: BrowserContext[] = [];
  const site = {
    visitPage: async (path, options = {}) => {
      const { waitUntil = "load", prepare, ...siteOptions } = options;
      const { context, offsiteRequests } = await openSite(site.browser, site.server.origin, siteOptions);
      openContexts.push(context);
      if (prepare) await prepare(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${site.server.origin}${path}`, { waitUntil });
      return { context, page, errors, offsiteRequests };
    },
  } as SiteInBrowser;
  beforeAll(async () => {
    assertBuilt();
    site.server = await startStaticServer(headersFor?.());
    site.browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
};
