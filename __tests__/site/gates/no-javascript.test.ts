import type { Page } from "playwright-core";
import { viewports } from "../support/browser";
import { serveSiteToBrowser } from "../support/site-in-browser";
import { missingWithoutJs, visibleTexts } from "../support/visible-texts";

/**
 * No-JavaScript gate: every heading and paragraph a visitor sees with JavaScript is already
 * in the served HTML (checked on every route in every-route.test.ts; the proof that the
 * check can fail is here), and links work with JavaScript off.
 */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

const textsOf = async (route: string, javaScriptEnabled: boolean, setup?: (page: Page) => Promise<void>) => {
  const { page } = await site.visitPage(route, { javaScriptEnabled, waitUntil: "networkidle" });
  if (setup) await setup(page);
  return visibleTexts(page);
};

test.each([viewports.phone, viewports.laptop])("links work without JavaScript (%o)", async (viewport) => {
  const { page } = await site.visitPage("/", { javaScriptEnabled: false, viewport });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await page.waitForURL(`${site.server.origin}/services/`);
  await page
    .getByRole("link", { name: /Business setup/i })
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
