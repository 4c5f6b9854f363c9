import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { openSite } from "./support/browser";
import { assertBuilt } from "./support/public";
import { startStaticServer, type StaticServer } from "./support/server";
import { stubTagManager, tagManagerRan, type TestWindow } from "./support/tag-manager-stub";

/**
 * Withdrawing analytics consent in Cookie settings deletes GA4's cookies and stops the
 * tag manager (the page reloads without it), in real Chromium. The tag manager host is a
 * local stub that writes the cookies as GA4's script does: from the page, on the domain
 * GA4 picks (the registrable domain; a host-only cookie on localhost).
 */

const {
  testChromiumPath,
  playwrightFlags,
}: { testChromiumPath: string; playwrightFlags: string[] } = require("../../scripts/chromium.cjs");

jest.setTimeout(90_000);

// A dotted host name, so GA4's cookies can sit on the parent (registrable) domain, as on the live site.
const HOST = "www.meridian-advocates.test";

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  assertBuilt();
  server = await startStaticServer();
  browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: [...playwrightFlags, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ga4Cookies = (domain: string) =>
  [
    `_ga=GA1.1.1234567890.1763800000; Max-Age=63072000; Path=/${domain}; SameSite=Lax`,
    `_ga_AB12CD34EF=GS2.1.s1763800000$o1$g0$t1763800000$j60$l0$h0; Max-Age=63072000; Path=/${domain}; SameSite=Lax`,
  ]
    .map((cookie) => `document.cookie = ${JSON.stringify(cookie)};`)
    .join("\n");

const visit = async (origin: string, cookieDomain: string) => {
  const { context, offsiteRequests } = await openSite(browser, origin, { showConsentBanner: true });
  const tagRequests = await stubTagManager(context, ga4Cookies(cookieDomain ? `; Domain=${cookieDomain}` : ""));
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return { context, page, tagRequests, offsiteRequests };
};

const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => cookie.name.startsWith("_ga"))
    .map(({ name, domain }) => ({ name, domain }));

const acceptAll = async (page: Page) => {
  await page.locator("#cc-main .cm").getByRole("button", { name: "Accept all" }).click();
  await tagManagerRan(page);
};

const withdrawInCookieSettings = async (page: Page) => {
  await page.getByRole("button", { name: "Cookie settings" }).click();
  const modal = page.locator("#cc-main .pm");
  await modal.waitFor({ state: "visible" });
  await Promise.all([page.waitForEvent("load"), modal.getByRole("button", { name: "Necessary only" }).click()]);
  await page.waitForLoadState("networkidle");
};

const tagScripts = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/"]').count();

test.each([
  ["localhost, where GA4 writes host-only cookies", () => server.origin, ""],
  [
    `${HOST}, where GA4 writes them on the registrable domain`,
    () => server.origin.replace("localhost", HOST),
    ".meridian-advocates.test",
  ],
])(
  "withdrawing analytics on %s deletes _ga and _ga_<id>, and the page reloads without the tag manager",
  async (_where, origin, cookieDomain) => {
    const { context, page, tagRequests, offsiteRequests } = await visit(origin(), cookieDomain);
    await acceptAll(page);
    const host = new URL(origin()).hostname;
    expect(await analyticsCookies(context)).toEqual([
      { name: "_ga", domain: cookieDomain || host },
      { name: "_ga_AB12CD34EF", domain: cookieDomain || host },
    ]);
    expect(await tagScripts(page)).toBe(1);

    await withdrawInCookieSettings(page);

    expect(await analyticsCookies(context)).toEqual([]);
    expect(await tagScripts(page)).toBe(0);
    expect(await page.evaluate(() => (window as TestWindow).__tagManagerStubRan)).toBeUndefined();
    const consent = (await context.cookies()).find((cookie) => cookie.name === "cc_cookie")!;
    expect(JSON.parse(decodeURIComponent(consent.value)).categories).toEqual(["necessary"]);
    expect(tagRequests).toHaveLength(1);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  },
);

test("choosing Necessary only on the first visit reloads nothing and loads nothing", async () => {
  const { context, page, tagRequests } = await visit(server.origin, "");
  let loads = 0;
  page.on("load", () => loads++);
  await page.locator("#cc-main .cm").getByRole("button", { name: "Necessary only" }).click();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  expect(loads).toBe(0);
  expect(tagRequests).toEqual([]);
  await context.close();
});
