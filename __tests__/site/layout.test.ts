import type { Locator, Page } from "playwright-core";
import type { Lang } from "../../src/languages";
import { uiStrings } from "../../src/data/ui";
import { hydrated, scrollAndDraw, viewports } from "./support/browser";
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

test("at 375 px the e-mail address in Arabic prose stays whole, never split at its hyphen", async () => {
  const { page } = await open("/ar/legal/terms/", viewports.phone);
  const lineCounts = await page
    .locator('main a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getClientRects().length));
  expect(lineCounts.length).toBeGreaterThan(0);
  expect(lineCounts.filter((lines) => lines !== 1)).toEqual([]);
});

test("at 1280 px the nav is a row, with the free call's note beside Book A Call, and there is no menu toggle", async () => {
  const { page } = await open("/", viewports.laptop);
  expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
  expect(await page.locator("header").getByText("Free 60-minute call").isVisible()).toBe(true);
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
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Our foundation");
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

describe("on a phone the booking bar does not repeat the home page's own Book A Call (issue 48)", () => {
  const firstBookCallOf = (page: Page, lang: Lang) =>
    page.locator("main").getByRole("link", { name: uiStrings[lang].booking.button }).first();

  // The view timeline that hides the bar is read when a frame is drawn: before the first one (which "load" may
  // precede on a busy machine) the bar's computed style is still visible, though no visitor ever sees it so.
  const firstFrameDrawn = (page: Page) => scrollAndDraw(page, { by: 0 });

  const wholeOnScreen = async (page: Page, link: Locator) => {
    const box = (await link.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
  };

  test.each([
    ["/", "en"],
    ["/ar/", "ar"],
  ] as const)(
    "%s (%s): the bar is hidden while the hero's button is in full view on the first screen, shown once it is scrolled past",
    async (path, lang) => {
      const { page } = await open(path, viewports.phone);
      await firstFrameDrawn(page);
      const bar = page.getByTestId("booking-bar");
      const heroButton = firstBookCallOf(page, lang);
      expect(await wholeOnScreen(page, heroButton)).toBe(true);
      expect(await bar.isVisible()).toBe(false);
      await heroButton.evaluate((link) => window.scrollBy(0, link.getBoundingClientRect().bottom + 1));
      await bar.waitFor({ state: "visible" });
      expect(await bar.getByRole("link", { name: uiStrings[lang].booking.button }).isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.waitFor({ state: "hidden" });
    },
  );

  test.each([
    ["/", "en", 667],
    ["/ar/", "ar", 667],
    ["/", "en", 740],
    ["/ar/", "ar", 740],
  ] as const)(
    "%s (%s) on a shorter phone (375 x %i): the bar is hidden from the first screen, where the hero's button shows",
    async (path, lang, height) => {
      const { page } = await open(path, { width: 375, height });
      await firstFrameDrawn(page);
      const box = (await firstBookCallOf(page, lang).boundingBox())!;
      expect(box.y).toBeLessThan(height - box.height / 2);
      expect(await page.getByTestId("booking-bar").isVisible()).toBe(false);
      await scrollAndDraw(page, { by: 20 });
      expect(await page.getByTestId("booking-bar").isVisible()).toBe(false);
    },
  );

  test.each([
    ["/", "en"],
    ["/ar/", "ar"],
  ] as const)("%s (%s) without JavaScript: the same, by CSS alone", async (path, lang) => {
    const { page } = await open(path, viewports.phone, false);
    const bar = page.getByTestId("booking-bar");
    const heroButton = firstBookCallOf(page, lang);
    // Without JavaScript the menu's links stand open in the header: the button may start below the first screen.
    await heroButton.evaluate((link) => link.scrollIntoView({ block: "center" }));
    expect(await wholeOnScreen(page, heroButton)).toBe(true);
    await bar.waitFor({ state: "hidden" });
    await heroButton.evaluate((link) => window.scrollBy(0, link.getBoundingClientRect().bottom + 1));
    await bar.waitFor({ state: "visible" });
  });

  test.each(["/services/", "/ar/services/", "/services/business-setup-in-dubai-and-the-uae/", "/foundation/"])(
    "%s, without the hero's button, shows the bar from the first screen",
    async (path) => {
      const { page } = await open(path, viewports.phone);
      expect(await page.getByTestId("booking-bar").isVisible()).toBe(true);
    },
  );
});

describe("long pages lead to the call (issue 37)", () => {
  const servicePath = "/services/business-setup-in-dubai-and-the-uae/";

  /** Where the first line of the body's introduction is, and how much of the screen is free to show it. */
  const introductionInFirstScreen = (page: Page) =>
    page.evaluate(() => {
      const paragraph = document.querySelector('[data-testid="introduction"] p')!;
      const bar = document.querySelector('[data-testid="booking-bar"]')!.getBoundingClientRect();
      // The booking bar covers the bottom of the screen where it shows.
      const free = bar.height > 0 ? bar.top : window.innerHeight;
      const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
      return { firstLineBottom: paragraph.getBoundingClientRect().top + lineHeight, free };
    });

  /** Clicks a contents link and waits until the section it names is in the upper half of the screen. */
  const followToSection = async (page: Page, link: Locator) => {
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    await page.waitForFunction((target) => {
      const top = document.getElementById(target)!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    }, id);
  };

  test("at 1440 px a sticky side column lists the sections, its links reach the headings, and the booking card stays in view", async () => {
    const { page } = await open(servicePath, viewports.desktop);
    const { firstLineBottom, free } = await introductionInFirstScreen(page);
    expect(firstLineBottom).toBeLessThanOrEqual(free);
    const side = page.getByTestId("side-column");
    const card = side.getByRole("region", { name: /Free 60-minute call/ });
    expect(await card.getByRole("link", { name: /Book A Call/ }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: /^\+971/ }).getAttribute("href")).toMatch(/^tel:/);
    const links = side.getByRole("navigation", { name: "On this page" }).getByRole("link");
    const headings = await page.locator("article h2[id^='section-']").allTextContents();
    expect(await links.allTextContents()).toEqual(headings);
    expect(headings.length).toBeGreaterThan(3);
    // The collapsible list of phones is not shown beside it.
    expect(await page.locator("details summary", { hasText: "On this page" }).isVisible()).toBe(false);
    for (const index of [1, headings.length - 1]) {
      await followToSection(page, links.nth(index));
      // The card is still on screen, below the sticky header, while the article has scrolled on.
      const box = (await card.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(72);
      expect(box.y + box.height).toBeLessThanOrEqual(900);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  });

  test("a service page ends with three related services (the editor's choice first), then the call to book", async () => {
    const { page } = await open(servicePath, viewports.desktop);
    const related = page.getByRole("region", { name: "Related services" });
    const titles = await related.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(3);
    // business-setup's `related` names the taxation page, from another practice area.
    expect(titles[0]).toBe("Taxation law");
    const closing = page.getByRole("region", { name: "Talk to a lawyer this week" });
    expect(await closing.getByRole("link", { name: /Book A Call/ }).isVisible()).toBe(true);
    const order = await page.evaluate(() => {
      const regions = [...document.querySelectorAll("main section[aria-labelledby]")].map(
        (s) => s.id || s.getAttribute("aria-labelledby"),
      );
      return regions.slice(-2);
    });
    expect(order).toEqual(["related-services", "closing"]);
  });

  test("at 375 px the introduction is in the first screen, the contents list opens under the title, and the booking bar stays at the bottom", async () => {
    const { page } = await open(servicePath, viewports.phone);
    const { firstLineBottom, free } = await introductionInFirstScreen(page);
    expect(firstLineBottom).toBeLessThanOrEqual(free);
    expect(await page.getByTestId("side-column").isVisible()).toBe(false);
    const summary = page.locator("details summary", { hasText: "On this page" });
    await summary.click();
    await followToSection(page, page.locator("details").getByRole("link").last());
    const bar = page.getByRole("complementary", { name: "Book a free call" });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBe(812);
    expect(await bar.getByRole("link", { name: /Book A Call/ }).getAttribute("href")).toMatch(/^https:/);
    expect(await bar.getByRole("link", { name: /^Call/ }).getAttribute("href")).toMatch(/^tel:\+/);
    // At the end of the page the bar leaves the footer's last line uncovered.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = (await page.locator("footer").getByText(/^© /).boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(box.y);
  });

  test("the booking bar shows on phones only, never in embedded mode, and waits while the consent banner asks", async () => {
    const wide = await open("/", viewports.desktop);
    expect(await wide.page.getByTestId("booking-bar").isVisible()).toBe(false);
    const embedded = await open("/services/?embedded", viewports.phone);
    expect(await embedded.page.getByTestId("booking-bar").isVisible()).toBe(false);
    // A page without the home page's hero button, beside which the bar would be hidden anyway (below).
    const { page } = await site.visitPage("/services/", { viewport: viewports.phone, showConsentBanner: true });
    const banner = page.getByRole("button", { name: "Accept all" });
    await banner.waitFor();
    expect(await page.getByTestId("booking-bar").isVisible()).toBe(false);
    await banner.click();
    await page.getByTestId("booking-bar").waitFor({ state: "visible" });
  });

  test.each([
    [viewports.phone, 1],
    [viewports.tablet, 2],
    [{ width: 1024, height: 768 }, 3],
    [viewports.desktop, 4],
  ])(
    "/services/ groups the services under practice-area headings, each grid at %o in %i column(s)",
    async (viewport, columns) => {
      const { page } = await open("/services/", viewport);
      const headings = await page.locator("main h2").allTextContents();
      expect(headings).toEqual([
        "Companies and contracts",
        "Disputes and recovery",
        "Property, construction and energy",
        "Employment, immigration and personal",
        "Regulation and tax",
        // The page ends, as every page does, with the call to book.
        "Talk to a lawyer this week",
      ]);
      // The first area has five services: enough to fill every column count.
      expect(
        await columnCount(page, 'section[aria-labelledby="companies-and-contracts"] [data-testid="service-grid"]'),
      ).toBe(columns);
      const edges = await page.evaluate(() =>
        [...document.querySelectorAll("main h2, main [data-testid='service-grid'] > li")].map((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, right: window.innerWidth - box.right };
        }),
      );
      for (const edge of edges) {
        expect(edge.left).toBeGreaterThanOrEqual(16);
        expect(edge.right).toBeGreaterThanOrEqual(16);
      }
    },
  );

  test.each([
    ["/no-such-page/", "Book A Call", "Companies and contracts", "/services/#companies-and-contracts"],
    ["/ar/no-such-page/", "احجز مكالمة", "الشركات والعقود", "/ar/services/#companies-and-contracts"],
  ])("the not-found page %s offers the call, the phone and the practice areas", async (path, book, area, href) => {
    const { page } = await open(path, viewports.phone, false);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: new RegExp(book) }).isVisible()).toBe(true);
    expect(await main.locator('a[href^="tel:"]').isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: area }).getAttribute("href")).toBe(href);
    expect(await main.locator('a[href*="/services/#"]').count()).toBe(5);
  });
});
