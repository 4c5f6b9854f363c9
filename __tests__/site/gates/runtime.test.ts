import { openSite, watchErrors } from "../support/browser";
import { allRoutes, isNotFoundRoute } from "../support/routes";
import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * Console gate: no console error and no uncaught error on any route.
 * Privacy gate: before consent, no request leaves the site's own origin on any route.
 */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

// The not-found routes answer 404 on purpose (the document and its page data); the browser logs that.
const expected404 = /Failed to load resource: the server responded with a status of 404/;

const visit = async (url: string) => {
  const { context, offsiteRequests } = await openSite(site.browser, site.server.origin, { showConsentBanner: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("#cc-main .cm").waitFor({ state: "visible" });
  return { page, errors, offsiteRequests, close: () => context.close() };
};

test.each(allRoutes())(
  "%s: no console errors, and nothing requested from another host before consent",
  async (route) => {
    const { errors, offsiteRequests, close } = await visit(`${site.server.origin}${route}`);
    expect(isNotFoundRoute(route) ? errors.filter((error) => !expected404.test(error)) : errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await close();
  },
);

test("the gates catch planted faults: a console error, an uncaught error, a third-party request", async () => {
  const { page, errors, offsiteRequests, close } = await visit(`${site.server.origin}/`);
  await page.evaluate(() => {
    console.error("planted console error");
    setTimeout(() => {
      throw new Error("planted uncaught error");
    });
    const pixel = document.createElement("img");
    pixel.src = "https://tracker.example/pixel.gif";
    document.body.append(pixel);
  });
  await page.waitForTimeout(300);
  expect(errors).toEqual(expect.arrayContaining(["planted console error", "planted uncaught error"]));
  expect(offsiteRequests).toEqual(["https://tracker.example/pixel.gif"]);
  await close();
});
