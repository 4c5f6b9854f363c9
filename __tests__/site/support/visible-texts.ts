import type { Page } from "playwright-core";

/** The headings, paragraphs and list items of <main> a visitor sees, as text. */
export const visibleTexts = (page: Page): Promise<string[]> =>
  page.$$eval("main h1, main h2, main h3, main p, main li", (elements) =>
    elements
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );

/** What JavaScript shows that the served HTML does not. */
export const missingWithoutJs = (withJs: string[], withoutJs: string[]): string[] =>
  withJs.filter((text) => !withoutJs.includes(text));
