import type { Page } from "playwright-core";
import { LATIN_FAMILIES } from "../../src/styles/theme";
import { hydrated } from "./support/browser";
import { firstScreenBoxes, holdFonts } from "./support/late-fonts";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The Latin faces' metric-matched fallbacks as a visitor whose fonts arrive after the first paint sees them (on a slow
 * connection the preloaded files often do): the page is first laid out in this system's Liberation Sans and Liberation
 * Serif, regular and bold, sized like IBM Plex Sans and Source Serif 4, and when the site's faces have swapped in no
 * text of the first screen has moved, up, down or sideways. Bold text in a bold the browser synthesized from the
 * regular fallback was narrower or wider than IBM Plex Sans 700: the header's links at 1440 px slid 2 to 18 px sideways
 * (BENCHMARKS.md). The first and the last layout are compared, after hydration, as in arabic-fallbacks.test.ts.
 */

jest.setTimeout(90_000);

const site = serveSiteToBrowser();

/** Whether the page's fallback faces of this weight have loaded: the local font was found and draws its text. */
const fallbackLoaded = (page: Page, family: string, weight: string) =>
  page
    .waitForFunction(
      ([fallback, bold]) =>
        [...document.fonts].some(
          (face) => face.family === fallback && face.weight === bold && face.status === "loaded",
        ),
      [family, weight] as const,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );

const webFaces = [
  `16px "${LATIN_FAMILIES.sans}"`,
  `bold 16px "${LATIN_FAMILIES.sans}"`,
  `bold 32px "${LATIN_FAMILIES.serif}"`,
];

/** Lays `route` out with the Latin faces held back, releases them, and expects no text of the first screen to move. */
const expectFirstScreenToStayPut = async (route: string, width: number) => {
  const fonts = holdFonts();
  const { page } = await site.visitPage(route, {
    viewport: { width, height: 800 },
    waitUntil: "domcontentloaded",
    prepare: fonts.prepare,
  });
  const fallbacks = [
    [LATIN_FAMILIES.sansFallback, "normal"],
    [LATIN_FAMILIES.sansFallback, "700"],
    [LATIN_FAMILIES.serifFallbackTimes, "700"],
  ];
  for (const [family, weight] of fallbacks)
    expect([family, weight, await fallbackLoaded(page, family, weight)]).toEqual([family, weight, true]);
  await hydrated(page);
  expect(await page.evaluate((faces) => faces.some((face) => document.fonts.check(face)), webFaces)).toBe(false);
  const inFallback = await firstScreenBoxes(page);
  fonts.release();
  await page.evaluate((faces) => Promise.all(faces.map((face) => document.fonts.load(face))), webFaces);
  await page.evaluate(() => document.fonts.ready);
  const inFace = await firstScreenBoxes(page);
  expect(inFallback.length).toBeGreaterThan(5);
  const moved = inFallback.flatMap((box) => {
    const after = inFace.find(({ index }) => index === box.index);
    if (after && Math.abs(after.top - box.top) <= 2 && Math.abs(after.left - box.left) <= 2) return [];
    return [{ text: box.text, from: [box.left, box.top], to: after && [after.left, after.top] }];
  });
  expect(moved).toEqual([]);
};

const servicePage = "/services/business-setup-in-dubai-and-the-uae/";

test.each([
  ["/", 375],
  ["/", 1440],
  [servicePage, 1440],
])(
  "%s at %i px: laid out first in the sized fallbacks, regular and bold, no text of its first screen moves when the Latin faces arrive",
  expectFirstScreenToStayPut,
);

// Not checked, a known defect: at 375 px the service page's lead is about 1.4% wider in the sized Liberation Sans than
// in IBM Plex Sans (BENCHMARKS.md), five lines against four, so all below it moves up a line (29 px) when the faces
// arrive, with or without the bold fallbacks. The average letter width the fallback is sized by does not fit this text.
