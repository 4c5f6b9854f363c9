import { SERVER_HTML } from "../../src/lib/first-hydration";
import { routes } from "../../src/lib/routes";
import { hydrated } from "./support/browser";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * A click, in Chromium, on a link of a document's body that reads as a path of the site but resolves
 * to "//host/…": Gatsby's router would hand that path to location.assign, which leaves the site. The
 * build refuses such links (src/lib/site-path.ts); whatever the HTML says, the body's link listener
 * (src/lib/server-html-links.ts) leaves them to the browser, whose own navigation stays on the site.
 */
const site = serveSiteToBrowser();

jest.setTimeout(90_000);

const attacker = "evil.example";
const forms = [
  `/.//${attacker}/phish/`,
  `/..//${attacker}/phish/`,
  `/%2e//${attacker}/phish/`,
  `/.\\/${attacker}/phish/`,
  `/.\t//${attacker}/phish/`,
  `/.%2f/${attacker}/phish/`,
  `/.\uff0f/${attacker}/phish/`,
];

test.each(forms)("a click on %j in a document's body stays on the site", async (href) => {
  const route = routes.service("business-setup-in-dubai-and-the-uae");
  const { page, offsiteRequests } = await site.visitPage(route);
  await hydrated(page);
  await page.evaluate(
    ([attribute, link]) => {
      const anchor = document.createElement("a");
      anchor.id = "planted";
      anchor.setAttribute("href", link);
      anchor.textContent = "the decision";
      document.querySelector(`[${attribute}]`)!.prepend(anchor);
    },
    [SERVER_HTML, href],
  );
  const onTheSite = new URL(href, `${site.server.origin}${route}`);
  await page.click("#planted");
  // The browser loads the address on the site, or the router's location.assign leaves it: the test aborts that
  // request, and the navigation's failure rejects the wait. Where it went is what the test asserts.
  await page
    .waitForURL((url) => url.pathname !== route || offsiteRequests.length > 0, { waitUntil: "commit" })
    .catch(() => undefined);
  expect(offsiteRequests).toEqual([]);
  expect(page.url()).toBe(onTheSite.href);
});
