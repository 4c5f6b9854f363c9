import type { Page } from "playwright-core";
import { ARABIC_FAMILIES } from "../../src/styles/theme";
import { hydrated } from "./support/browser";
import { firstScreenBoxes, holdFonts } from "./support/late-fonts";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The Arabic face's metric-matched fallbacks as a visitor whose fonts arrive after the first paint sees them (on a
 * slow connection the preloaded files often do): the page is first laid out in this system's Arabic face (DejaVu Sans
 * on Debian) sized like IBM Plex Sans Arabic, and when the site's face has swapped in no text of the first screen has
 * moved up or down (a long paragraph may still end a line earlier or later: the sizes fit the site's text on average,
 * not every line). Unsized, the same swap rewrapped the hero and moved the first screen (layout shift 0.02 to 0.08;
 * BENCHMARKS.md). The first and the last layout are compared, after hydration: in
 * between, the faces' files arrive one by one, and a moment with some of them can wrap a line differently (BENCHMARKS.md).
 */

jest.setTimeout(90_000);

const site = serveSiteToBrowser();

const headingDrawnIn = (page: Page, family: string) =>
  page.evaluate(
    (face) => document.fonts.check(`bold 32px "${face}"`, document.querySelector("h1")!.textContent!),
    family,
  );

test.each([
  ["/ar/", 375],
  ["/ar/", 1440],
  ["/ar/services/business-setup-in-dubai-and-the-uae/", 375],
  // Lighthouse's phone: the booking row under the title, which fits beside the button in one face and not the other.
  ["/ar/services/business-setup-in-dubai-and-the-uae/", 412],
  ["/ar/services/business-setup-in-dubai-and-the-uae/", 1440],
])(
  "%s at %i px: laid out first in the sized fallback, no text of its first screen moves when the Arabic face arrives",
  async (route, width) => {
    const fonts = holdFonts();
    const { page } = await site.visitPage(route, {
      viewport: { width, height: 800 },
      waitUntil: "domcontentloaded",
      prepare: fonts.prepare,
    });
    const fallbackLoaded = await page
      .waitForFunction(
        (fallback) => [...document.fonts].some((face) => face.family === fallback && face.status === "loaded"),
        ARABIC_FAMILIES.fallbackDejaVu,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    expect([ARABIC_FAMILIES.fallbackDejaVu, fallbackLoaded]).toEqual([ARABIC_FAMILIES.fallbackDejaVu, true]);
    await hydrated(page);
    expect(await headingDrawnIn(page, ARABIC_FAMILIES.arabic)).toBe(false);
    const inFallback = await firstScreenBoxes(page);
    fonts.release();
    await page.waitForFunction(
      (face) => document.fonts.check(`bold 32px "${face}"`, document.querySelector("h1")!.textContent!),
      ARABIC_FAMILIES.arabic,
    );
    await page.evaluate(() => document.fonts.ready);
    const inFace = await firstScreenBoxes(page);
    expect(inFallback.length).toBeGreaterThan(5);
    const moved = inFallback.filter((box) => {
      const after = inFace.find(({ index }) => index === box.index);
      return !after || Math.abs(after.top - box.top) > 2;
    });
    expect(moved).toEqual([]);
  },
);
