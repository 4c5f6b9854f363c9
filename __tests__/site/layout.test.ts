import type { Page } from "playwright-core";
import { hydrated, viewports } from "./support/browser";
import { serveSiteToBrowser } from "./support/site-in-browser";

/** The layout and marketing pages in real Chromium, against the built site on localhost. */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

const open = (path: string, viewport: { width: number; height: number } = viewports.laptop, javaScriptEnabled = true) =>
  site.visitPage(path, { viewport, javaScriptEnabled });

/** Number of distinct card columns, from where the cards actually are on screen. */
const columnCount = (page: Page, gridSelector: string) =>
  page.$$eval(
    `${gridSelector} > li`,
    (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
  );

test("the header stays at the top while the page scrolls", async () => {
  const { page } = await open("/services/");
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const box = await page.locator("header").boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole("link", { name: /home page/ }).isVisible()).resolves.toBe(true);
});

test("at 375 px the menu toggle opens the nav, and a link in it closes it", async () => {
  // A link to the page already shown keeps the header mounted, so only the link's own handler can close the menu.
  const { page } = await open("/services/", viewports.phone);
  await hydrated(page);
  const header = page.locator("header");
  await header.evaluate((element) => element.setAttribute("data-same-header", ""));
  const toggle = page.getByRole("button", { name: "Menu" });
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" });
  expect(await services.isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await services.isVisible()).toBe(true);
  await services.click();
  await services.waitFor({ state: "hidden" });
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await page.locator("header[data-same-header]").count()).toBe(1);
});

test("at 375 px Escape closes the open menu", async () => {
  const { page } = await open("/", viewports.phone);
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await nav.isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await nav.isVisible()).toBe(false);
});

test("at 1280 px the nav is a row and there is no menu toggle", async () => {
  const { page } = await open("/", viewports.laptop);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
  expect(
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Foundation" }).isVisible(),
  ).toBe(true);
});

test.each([
  [viewports.phone, 1],
  [viewports.tablet, 2],
  [viewports.laptop, 4],
  [viewports.desktop, 4],
])("the services grid has the right number of columns at %o", async (viewport, columns) => {
  const { page } = await open("/services/", viewport);
  expect(await columnCount(page, '[data-testid="service-grid"]')).toBe(columns);
});

test.each([
  [viewports.phone, 1],
  [viewports.desktop, 2],
])("the home page's eight services are in %o → %i column(s)", async (viewport, columns) => {
  const { page } = await open("/", viewport);
  expect(await page.locator('[data-testid="home-service-grid"] > li').count()).toBe(8);
  expect(await columnCount(page, '[data-testid="home-service-grid"]')).toBe(columns);
});

describe("embedded mode", () => {
  test.each(["?embedded", "?embedded=true", "?embedded=1"])(
    "%s hides header and footer from the first paint, before the app's JavaScript runs",
    async (query) => {
      // Block the Gatsby bundles: only the inline head script can have hidden them.
      const { page } = await site.visitPage(`/services/${query}`, {
        waitUntil: "domcontentloaded",
        prepare: (context) => context.route(/\.js$/, (route) => route.abort()),
      });
      expect(await page.locator("header").isVisible()).toBe(false);
      expect(await page.locator("footer").isVisible()).toBe(false);
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    },
  );

  test("after hydration the header and footer stay hidden, and are shown without the parameter", async () => {
    const embedded = await open("/foundation/?embedded");
    await embedded.page.locator("header").waitFor({ state: "detached" });
    expect(await embedded.page.locator("header, footer").count()).toBe(0);
    expect(embedded.errors).toEqual([]);
    const normal = await open("/foundation/");
    expect(await normal.page.locator("header").isVisible()).toBe(true);
    expect(await normal.page.locator("footer").isVisible()).toBe(true);
  });
});

test.each([true, false])("/about lands on /foundation/ (JavaScript %s)", async (javaScriptEnabled) => {
  const { page } = await open("/about/", viewports.laptop, javaScriptEnabled);
  await page.waitForURL(`${site.server.origin}/foundation/`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Our Foundation");
});

test("every Book A Call opens the booking page in a new tab and says the call is free and 60 minutes", async () => {
  const { page } = await open("/");
  const links = page.getByRole("link", { name: /Book A Call/ });
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) {
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(await page.getByText(/Free 60-minute call/).count()).toBeGreaterThanOrEqual(3);
});

test("an unknown service URL shows the Service Not Found card, and Go Back returns", async () => {
  const { page } = await open("/services/");
  await page.goto(`${site.server.origin}/services/no-such-service/`);
  await page.getByRole("heading", { name: "Service Not Found" }).waitFor();
  await page.getByRole("button", { name: "Go Back" }).click();
  await page.waitForURL(`${site.server.origin}/services/`);
});

const widths = [viewports.phone, viewports.tablet, viewports.laptop, viewports.desktop];

// One visit per page, resized through the widths: the layout follows the viewport, as it does on a rotated phone.
test.each([
  "/",
  "/services/",
  "/foundation/",
  "/services/debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates/",
  "/legal/privacy-policy/",
])(`%s scrolls sideways at none of ${widths.map(({ width }) => width).join(", ")} px`, async (path) => {
  const { page } = await open(path, widths[0]);
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ width: viewport.width, overflow }).toEqual({ width: viewport.width, overflow: 0 });
  }
});

test("an unknown legal URL shows the Document Not Found card, and Go Back returns", async () => {
  const { page } = await open("/legal/terms/");
  await page.goto(`${site.server.origin}/legal/no-such-document/`);
  await page.getByRole("heading", { name: "Document Not Found" }).waitFor();
  expect(await page.getByText("The requested legal document could not be found.").isVisible()).toBe(true);
  await page.getByRole("button", { name: "Go Back" }).click();
  await page.waitForURL(`${site.server.origin}/legal/terms/`);
});

test("after hydration the testimonial carousel moves to the next slide and back", async () => {
  const { page } = await open("/");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Testimonials" });
  const currentSlide = () => carousel.locator('[data-current="true"]').getAttribute("aria-label");
  const first = await currentSlide();
  expect(first).toMatch(/^1 of \d+$/);
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await carousel.locator('[aria-roledescription="slide"][data-current="true"][aria-label^="2 of"]').waitFor();
  expect(await carousel.getByRole("button", { name: /^Show testimonial 2 of/ }).getAttribute("aria-current")).toBe(
    "true",
  );
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  expect(await currentSlide()).toBe(first);
});

test("after hydration the footer shows the visitor's current year, without a hydration error", async () => {
  // A visitor whose clock is in a later year than the build: the footer follows the visitor's clock.
  const { page, errors } = await site.visitPage("/services/", {
    prepare: (context) => context.clock.setFixedTime(new Date("2099-06-01T12:00:00Z")),
  });
  await hydrated(page);
  await page.getByText(/^© 2099 /).waitFor();
  expect(errors).toEqual([]);
});
