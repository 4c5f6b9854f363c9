import type { BrowserContext, Page } from "playwright-core";
import { consentStarted, viewports } from "./support/browser";
import { serveSiteToBrowser, type VisitOptions } from "./support/site-in-browser";
import { stubTagManager, tagManagerRan } from "./support/tag-manager-stub";

/** Cookie consent and the tag manager in real Chromium, on the built site; the tag manager host is a local stub. */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

/** A visit with the banner shown (unless told) and the tag manager's host answered by a stub that marks the page. */
const visit = async (path = "/", options: VisitOptions = {}) => {
  let tagRequests: string[] = [];
  const opened = await site.visitPage(path, {
    showConsentBanner: true,
    ...options,
    prepare: async (context) => {
      tagRequests = await stubTagManager(context);
      await options.prepare?.(context);
    },
  });
  return { ...opened, tagRequests };
};

const banner = (page: Page) => page.locator("#cc-main .cm");
const modal = (page: Page) => page.locator("#cc-main .pm");
const waitForBanner = (page: Page) => banner(page).waitFor({ state: "visible" });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "cc_cookie");
const settle = (page: Page) => page.waitForLoadState("networkidle");

const setConsentCookie = (context: BrowserContext, value: string) =>
  context.addCookies([{ name: "cc_cookie", value, domain: "localhost", path: "/", sameSite: "Lax" }]);

test("the banner shows at the bottom right with the specification's texts", async () => {
  const { page, errors } = await visit("/", { showConsentBanner: true });
  await page.setViewportSize(viewports.desktop);
  await waitForBanner(page);
  expect(await banner(page).getAttribute("class")).toMatch(/cm--box.*cm--bottom.*cm--right/);
  const box = (await banner(page).boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(viewports.desktop.width - 60);
  expect(box.y + box.height).toBeGreaterThan(viewports.desktop.height - 60);
  expect(await page.locator("#cm__title").textContent()).toBe("We use cookies");
  expect(await page.locator("#cm__desc").textContent()).toBe(
    "This site uses cookies to improve your browsing experience and for analytics.",
  );
  for (const name of ["Accept all", "Necessary only", "Preferences"]) {
    expect(await banner(page).getByRole("button", { name, exact: true }).isVisible()).toBe(true);
  }
  expect(errors).toEqual([]);
});

test.each(["/", "/services/", "/legal/cookie-policy/"])(
  "nothing leaves the site before a choice (%s)",
  async (path) => {
    const { page, tagRequests, offsiteRequests } = await visit(path);
    await waitForBanner(page);
    await settle(page);
    expect(tagRequests).toEqual([]);
    expect(offsiteRequests).toEqual([]);
  },
);

test("Accept all stores cc_cookie and loads the tag manager; a reload loads it again without the banner", async () => {
  const { page, context, tagRequests } = await visit("/");
  await waitForBanner(page);
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await tagManagerRan(page);
  expect(tagRequests).toHaveLength(1);

  const cookie = (await consentCookie(context))!;
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", secure: false, httpOnly: false });
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(181.9);
  expect(days).toBeLessThan(182.1);
  const record = JSON.parse(decodeURIComponent(cookie.value));
  expect(record).toMatchObject({
    categories: ["necessary", "analytics"],
    revision: 0,
    languageCode: "en",
    services: { necessary: [], analytics: [] },
  });
  expect(record.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Date.parse(record.consentTimestamp)).not.toBeNaN();
  expect(Date.parse(record.lastConsentTimestamp)).not.toBeNaN();
  expect(record.data).toBeNull();
  const recordDays = (record.expirationTime - Date.now()) / 86_400_000;
  expect(recordDays).toBeGreaterThan(181.9);
  expect(recordDays).toBeLessThan(182.1);

  await page.reload();
  await tagManagerRan(page);
  await settle(page);
  expect(tagRequests).toHaveLength(2);
  expect(await banner(page).isVisible()).toBe(false);
});

test("Necessary only never loads the tag manager, also after a reload", async () => {
  const { page, context, tagRequests } = await visit("/");
  await waitForBanner(page);
  await banner(page).getByRole("button", { name: "Necessary only" }).click();
  await settle(page);
  expect(JSON.parse(decodeURIComponent((await consentCookie(context))!.value)).categories).toEqual(["necessary"]);
  await page.reload();
  expect(await consentStarted(page)).toBe("started");
  await settle(page);
  expect(tagRequests).toEqual([]);
  expect(await banner(page).isVisible()).toBe(false);
});

test("Preferences: necessary is on and locked, Escape closes, Save with analytics loads the tag", async () => {
  const { page, tagRequests } = await visit("/");
  await waitForBanner(page);
  await banner(page).getByRole("button", { name: "Preferences" }).click();
  await modal(page).waitFor({ state: "visible" });
  expect(await modal(page).getAttribute("class")).toMatch(/pm--bar.*pm--right/);
  expect(await page.locator("#pm__title").textContent()).toBe("Cookie preferences");
  expect(await modal(page).getByRole("button", { name: "Close" }).isVisible()).toBe(true);
  const necessary = modal(page).locator('input[value="necessary"]');
  expect(await necessary.isChecked()).toBe(true);
  expect(await necessary.isDisabled()).toBe(true);

  await page.keyboard.press("Escape");
  await modal(page).waitFor({ state: "hidden" });

  await banner(page).getByRole("button", { name: "Preferences" }).click();
  await modal(page).waitFor({ state: "visible" });
  await modal(page)
    .locator("label", { has: page.locator('input[value="analytics"]') })
    .click();
  expect(await modal(page).locator('input[value="analytics"]').isChecked()).toBe(true);
  await modal(page).getByRole("button", { name: "Save preferences" }).click();
  await tagManagerRan(page);
  expect(tagRequests).toHaveLength(1);
});

test.each([
  [
    "revision 1",
    JSON.stringify({
      categories: ["necessary", "analytics"],
      revision: 1,
      data: null,
      consentTimestamp: "2026-01-01T00:00:00.000Z",
      consentId: "6c1f2c36-0a3e-4f6e-9a59-5f1f3b4f0a11",
      services: { necessary: [], analytics: [] },
      languageCode: "en",
      lastConsentTimestamp: "2026-01-01T00:00:00.000Z",
      expirationTime: 4102444800000,
    }),
  ],
  ["not JSON", "this is {not json"],
  ["missing fields", JSON.stringify({ categories: ["necessary", "analytics"], revision: 0 })],
])("a cc_cookie with %s brings the banner back and loads nothing", async (_case, value) => {
  const { page, tagRequests, offsiteRequests, errors } = await visit("/", {
    prepare: (context) => setConsentCookie(context, encodeURIComponent(value)),
  });
  await waitForBanner(page);
  await settle(page);
  expect(tagRequests).toEqual([]);
  expect(offsiteRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test("a crawler (Googlebot) sees no banner", async () => {
  const { page } = await visit("/", {
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  expect(await consentStarted(page)).toBe("started");
  expect(await page.locator("#cc-main").count()).toBe(0);
});

test("automation sees no banner, and Cookie settings there does not throw", async () => {
  const { page, errors } = await visit("/", { showConsentBanner: false });
  expect(await consentStarted(page)).toBe("started");
  await page.getByRole("button", { name: "Cookie settings" }).click();
  // The click's handler chain settles in microtasks of the click's own task; this round trip runs after it.
  await page.evaluate(() => undefined);
  expect(await page.locator("#cc-main .cm, #cc-main .pm").count()).toBe(0);
  expect(errors).toEqual([]);
});

test("embedded mode hides the banner", async () => {
  const { page } = await visit("/?embedded");
  await page.locator("#cc-main .cm").waitFor({ state: "attached" });
  expect(await banner(page).isVisible()).toBe(false);
});

test("with cookies and storage blocked the site still works", async () => {
  const { page, errors } = await visit("/services/", {
    prepare: (context) =>
      context.addInitScript(() => {
        const blocked = () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        };
        Object.defineProperty(Document.prototype, "cookie", { get: blocked, set: blocked, configurable: true });
        Object.defineProperty(window, "localStorage", { get: blocked, configurable: true });
        Object.defineProperty(window, "sessionStorage", { get: blocked, configurable: true });
      }),
  });
  await settle(page);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Legal Services");
  await page
    .getByRole("link", { name: /Business setup/i })
    .first()
    .click();
  await page.waitForURL(/\/services\/business-setup/);
  expect(errors.filter((error) => !/Cookie consent could not start/.test(error))).toEqual([]);
});

test("Accept all inside the preferences modal stores both categories and loads the tag manager", async () => {
  const { page, context, tagRequests } = await visit("/");
  await waitForBanner(page);
  await banner(page).getByRole("button", { name: "Preferences" }).click();
  await modal(page).waitFor({ state: "visible" });
  await modal(page).getByRole("button", { name: "Accept all" }).click();
  await tagManagerRan(page);
  await modal(page).waitFor({ state: "hidden" });
  expect(tagRequests).toHaveLength(1);
  const record = JSON.parse(decodeURIComponent((await consentCookie(context))!.value));
  expect(record.categories).toEqual(["necessary", "analytics"]);
});
