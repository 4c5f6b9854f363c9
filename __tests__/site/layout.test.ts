import type { Page } from "playwright-core";
import { openSite, viewports, watchErrors } from "./support/browser";
import { serveSiteToBrowser } from "./support/site-in-browser";

/** The layout and marketing pages in real Chromium, against the built site on localhost. */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

const open = async (
  path: string,
  viewport: { width: number; height: number } = viewports.laptop,
  javaScriptEnabled = true,
) => {
  const { context, offsiteRequests } = await openSite(site.browser, site.server.origin, {
    viewport,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${site.server.origin}${path}`, { waitUntil: "load" });
  return { page, errors, offsiteRequests, close: () => context.close() };
};

/** Number of distinct card columns, from where the cards actually are on screen. */
const columnCount = (page: Page, gridSelector: string) =>
  page.$$eval(
    `${gridSelector} > li`,
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
  );

test("the header stays at the top while the page scrolls", async () => {
  const { page, close } = await open("/services/");
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const box = await page.locator("header").boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole("link", { name: /home page/ }).isVisible()).resolves.toBe(true);
  await close();
});

test("at 375 px the menu toggle opens the nav, and a link in it closes it", async () => {
  const { page, close } = await open("/", viewports.phone);
  const toggle = page.getByRole("button", { name: "Menu" });
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  expect(await services.isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await services.isVisible()).toBe(true);
  await services.click();
  await page.waitForURL(`${site.server.origin}/services/`);
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await services.isVisible()).toBe(false);
  await close();
});

test("at 375 px Escape closes the open menu", async () => {
  const { page, close } = await open("/", viewports.phone);
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await page.keyboard.press("Escape");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  await close();
});

test("at 1280 px the nav is a row and there is no menu toggle", async () => {
  const { page, close } = await open("/", viewports.laptop);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
  expect(
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Foundation" }).isVisible(),
  ).toBe(true);
  await close();
});

test.each([
  [viewports.phone, 1],
  [viewports.tablet, 2],
  [viewports.laptop, 4],
  [viewports.desktop, 4],
])("the services grid has the right number of columns at %o", async (viewport, columns) => {
  const { page, close } = await open("/services/", viewport);
  expect(await columnCount(page, '[data-testid="service-grid"]')).toBe(columns);
  await close();
});

test.each([
  [viewports.phone, 1],
  [viewports.desktop, 2],
])("the home page's eight services are in %o → %i column(s)", async (viewport, columns) => {
  const { page, close } = await open("/", viewport);
  expect(await page.locator('[data-testid="home-service-grid"] > li').count()).toBe(8);
  expect(await columnCount(page, '[data-testid="home-service-grid"]')).toBe(columns);
  await close();
});

describe("embedded mode", () => {
  test.each(["?embedded", "?embedded=true", "?embedded=1"])(
    "%s hides header and footer from the first paint, before the app's JavaScript runs",
    async (query) => {
      const { context } = await openSite(site.browser, site.server.origin);
      // Block the Gatsby bundles: only the inline head script can have hidden them.
      await context.route(/\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${site.server.origin}/services/${query}`, { waitUntil: "domcontentloaded" });
      expect(await page.locator("header").isVisible()).toBe(false);
      expect(await page.locator("footer").isVisible()).toBe(false);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      await context.close();
    },
  );

  test("after hydration the header and footer stay hidden, and are shown without the parameter", async () => {
    const embedded = await open("/foundation/?embedded");
    await embedded.page.locator("header").waitFor({ state: "detached" });
    expect(await embedded.page.locator("header, footer").count()).toBe(0);
    expect(embedded.errors).toEqual([]);
    await embedded.close();
    const normal = await open("/foundation/");
    expect(await normal.page.locator("header").isVisible()).toBe(true);
    expect(await normal.page.locator("footer").isVisible()).toBe(true);
    await normal.close();
  });
});

test.each([true, false])("/about lands on /foundation/ (JavaScript %s)", async (javaScriptEnabled) => {
  const { page, close } = await open("/about/", viewports.laptop, javaScriptEnabled);
  await page.waitForURL(`${site.server.origin}/foundation/`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Our Foundation");
  await close();
});

test("every Book A Call opens the booking page in a new tab and says the call is free and 60 minutes", async () => {
  const { page, close } = await open("/");
  const links = page.getByRole("link", { name: /Book A Call/ });
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) {
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(await page.getByText(/Free 60-minute call/).count()).toBeGreaterThanOrEqual(3);
  await close();
});

test.each([
  "/",
  "/services/",
  "/foundation/",
  "/services/online-legal-counselling-in-dubai/",
  "/legal/terms/",
  "/services/no-such-service/",
])("%s loads without console errors or offsite requests", async (path) => {
  const { page, errors, offsiteRequests, close } = await open(path);
  await page.waitForLoadState("networkidle");
  // An unknown URL is answered with status 404 on purpose, for the document and its page data.
  const expected404 = /Failed to load resource: the server responded with a status of 404/;
  expect(path.includes("no-such") ? errors.filter((error) => !expected404.test(error)) : errors).toEqual([]);
  expect(offsiteRequests).toEqual([]);
  await close();
});

test("an unknown service URL shows the Service Not Found card, and Go Back returns", async () => {
  const { page, close } = await open("/services/");
  await page.goto(`${site.server.origin}/services/no-such-service/`);
  await page.getByRole("heading", { name: "Service Not Found" }).waitFor();
  await page.getByRole("button", { name: "Go Back" }).click();
  await page.waitForURL(`${site.server.origin}/services/`);
  await close();
});

test.each([viewports.phone, viewports.tablet, viewports.laptop, viewports.desktop])(
  "no page scrolls sideways at %o",
  async (viewport) => {
    for (const path of [
      "/",
      "/services/",
      "/foundation/",
      "/services/debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates/",
      "/legal/privacy-policy/",
    ]) {
      const { page, close } = await open(path, viewport);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await close();
    }
  },
);
