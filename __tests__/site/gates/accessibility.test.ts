import { axeViolations } from "../support/axe";
import { hydrated, viewports } from "../support/browser";
import { plantNavyOnNavyButton } from "../support/contrast";
import { templateRoutes } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * Accessibility gate, the proof that it can fail. The gate itself runs axe on every route
 * in every-route.test.ts, during the one JavaScript-on visit each route gets.
 */

jest.setTimeout(120_000);

const site = serveSiteToBrowser();

test("the gate catches a planted fault (an image without alt, a button without a name)", async () => {
  const { page } = await site.visitPage("/", { waitUntil: "networkidle" });
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("beforeend", '<img src="/og-default.jpg"><button type="button"></button>');
  });
  const found = await axeViolations(page);
  expect(found.some((violation) => violation.startsWith("image-alt"))).toBe(true);
  expect(found.some((violation) => violation.startsWith("button-name"))).toBe(true);
});

test("on the consent banner alone, the gate catches a fault planted in the banner and leaves the page to the later check", async () => {
  const { page } = await site.visitPage("/", { showConsentBanner: true });
  await page.locator("#cc-main .cm").waitFor({ state: "visible" });
  await page.evaluate(() => {
    document.querySelector("#cc-main .cm")!.insertAdjacentHTML("beforeend", '<button type="button"></button>');
    document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img src="/og-default.jpg">');
  });
  const found = await axeViolations(page, "#cc-main");
  expect(found.some((violation) => violation.startsWith("button-name"))).toBe(true);
  expect(found.some((violation) => violation.startsWith("image-alt"))).toBe(false);
});

test("the gate measures a contrast axe leaves incomplete, and fails a button navy on navy below the fold (an insight's last Book A Call before issue 48)", async () => {
  const insight = templateRoutes().find((route) => /^\/insights\/(?!topics\/|page\/).+/.test(route))!;
  const { page } = await site.visitPage(insight, { viewport: viewports.phone });
  await hydrated(page);
  await plantNavyOnNavyButton(page);
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^color-contrast \(settled by measuring, axe could not\): 1\.00:1 .*"Book A Call/),
  ]);
});
