import type { Page } from "playwright-core";
import { viewports } from "../support/browser";
import { allRoutes, isNotFoundRoute } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * No-JavaScript gate: every heading and paragraph a visitor sees with JavaScript
 * is already in the served HTML, and links work with JavaScript off.
 */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

const visibleTexts = (page: Page) =>
  page.$$eval("main h1, main h2, main h3, main p, main li", (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );

const textsOf = async (route: string, javaScriptEnabled: boolean, setup?: (page: Page) => Promise<void>) => {
  const { page } = await site.visitPage(route, { javaScriptEnabled, waitUntil: "networkidle" });
  if (setup) await setup(page);
  return visibleTexts(page);
};

/** What JavaScript shows that the served HTML does not. */
const missingWithoutJs = (withJs: string[], withoutJs: string[]) => withJs.filter((text) => !withoutJs.includes(text));

// The not-found cards for /services/… and /legal/… are chosen in the browser; their HTML is the generic not-found page.
test.each(allRoutes().filter((route) => !isNotFoundRoute(route)))(
  "%s has all its headings and text in the served HTML",
  async (route) => {
    const withoutJs = await textsOf(route, false);
    expect(withoutJs.length).toBeGreaterThan(3);
    expect(missingWithoutJs(await textsOf(route, true), withoutJs)).toEqual([]);
  },
);

test.each([viewports.phone, viewports.laptop])("links work without JavaScript (%o)", async (viewport) => {
  const { page } = await site.visitPage("/", { javaScriptEnabled: false, viewport });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await page.waitForURL(`${site.server.origin}/services/`);
  await page
    .getByRole("link", { name: /Business Setup/ })
    .first()
    .click();
  await page.waitForURL(/\/services\/business-setup-in-dubai-and-the-uae\/$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await page.waitForURL(`${site.server.origin}/`);
});

test("the gate catches a planted fault: text that only JavaScript writes", async () => {
  const withoutJs = await textsOf("/foundation/", false);
  const withJs = await textsOf("/foundation/", true, (page) =>
    page.evaluate(() =>
      document.querySelector("main")!.insertAdjacentHTML("beforeend", "<h2>Rendered in the browser only</h2>"),
    ),
  );
  expect(missingWithoutJs(withJs, withoutJs)).toEqual(["Rendered in the browser only"]);
});
