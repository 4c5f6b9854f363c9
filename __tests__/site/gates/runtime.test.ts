import { serveSiteToBrowser } from "../support/site-in-browser";

/**
 * The console and privacy gates run on every route in every-route.test.ts; this proves they can fail.
 */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

test("the gates catch planted faults: a console error, an uncaught error, a third-party request", async () => {
  const { page, errors, offsiteRequests } = await site.visitPage("/", {
    showConsentBanner: true,
    waitUntil: "networkidle",
  });
  const uncaught = page.waitForEvent("pageerror");
  const blocked = page.waitForEvent("requestfailed");
  await page.evaluate(() => {
    console.error("planted console error");
    setTimeout(() => {
      throw new Error("planted uncaught error");
    });
    const pixel = document.createElement("img");
    pixel.src = "https://tracker.example/pixel.gif";
    document.body.append(pixel);
  });
  await Promise.all([uncaught, blocked]);
  expect(errors).toEqual(expect.arrayContaining(["planted console error", "planted uncaught error"]));
  expect(offsiteRequests).toEqual(["https://tracker.example/pixel.gif"]);
});
