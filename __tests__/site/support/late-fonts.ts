import type { BrowserContext, Page } from "playwright-core";

/**
 * A visitor whose font files arrive after the first paint (on a slow connection the preloaded files often do): the
 * page's .woff2 requests are held until `release` is called, so the page is first laid out in its fallbacks.
 */
export const holdFonts = () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    prepare: (context: BrowserContext) =>
      context.route(/\.woff2$/, async (route) => {
        await held;
        await route.continue();
      }),
  };
};

/** Where each text element of the first screen is, rounded to the pixel. */
export const firstScreenBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, p, li, a, button, summary, dt, dd")].flatMap((element, index) => {
      const { top, left, height } = element.getBoundingClientRect();
      if (height === 0 || top > innerHeight) return [];
      return [
        {
          index,
          text: (element.textContent ?? "").trim().slice(0, 40),
          top: Math.round(top),
          left: Math.round(left),
        },
      ];
    }),
  );
