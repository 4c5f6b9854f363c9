import type { Page } from "playwright-core";
import { arabicFounderRole, arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { viewports } from "./support/browser";
import { brokenWords } from "./support/layout-checks";
import { readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The Arabic pages on a phone, as a reader sees them: Latin runs inside Arabic text stay where the
 * sentence puts them (isolated, so punctuation and figures beside them do not reorder), the founder's
 * name is on one line and their role agrees with their gender, and the other language is one tap away
 * without opening the menu.
 */

jest.setTimeout(180_000);

const site = serveSiteToBrowser();
const phone = { viewport: viewports.phone };

interface Reordered {
  latin: string;
  /** The text just before or after the Latin run in reading order, shown on the wrong side of it. */
  neighbour: string;
  block: string;
}

/**
 * Every Latin run of the page shown out of reading order: in a right-to-left line the word before a
 * run must be to its right and the word after it to its left («التقييم على Google، 3 مارس» must not
 * show «3» to the right of «Google»). A run and its neighbour are compared only in the same block, on
 * the same line, where the text around them runs right to left (an e-mail link is left to right), or is an
 * Arabic text laid out left to right (a title isolated with dir="auto" that begins with a Latin name).
 */
const reorderedLatinRuns = (page: Page, within = "body"): Promise<Reordered[]> =>
  page.evaluate((rootSelector) => {
    const TOKENS =
      /([A-Za-z][A-Za-z0-9.&'_/-]*(?: [A-Za-z0-9][A-Za-z0-9.&'_/-]*)*)|([0-9][0-9,.:/]*)|([\u0600-\u06ff]+)/g;
    const blockOf = (element: Element): Element => {
      let current: Element | null = element;
      while (current && getComputedStyle(current).display.startsWith("inline")) current = current.parentElement;
      return current ?? document.body;
    };
    const commonAncestor = (a: Node, b: Node): Element => {
      const range = document.createRange();
      range.setStartBefore(a);
      range.setEndAfter(b);
      const node = range.commonAncestorContainer;
      return node instanceof Element ? node : (node.parentElement as Element);
    };
    interface Token {
      text: string;
      latin: boolean;
      node: Text;
      block: Element;
      rect: DOMRect;
    }
    const tokens: Token[] = [];
    const walker = document.createTreeWalker(document.querySelector(rootSelector) as Element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      for (const match of node.data.matchAll(TOKENS)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = Array.from(range.getClientRects()).find((box) => box.width > 0);
        if (rect) tokens.push({ text: match[0], latin: Boolean(match[1]), node, block: blockOf(parent), rect });
      }
    }
    /** More Arabic letters than Latin ones: an Arabic sentence, whatever direction it was given. */
    const arabicText = (element: Element) => {
      const text = element.textContent ?? "";
      return (text.match(/[\u0600-\u06ff]/g) ?? []).length > (text.match(/[A-Za-z]/g) ?? []).length;
    };
    const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < a.height / 2;
    const found: { latin: string; neighbour: string; block: string }[] = [];
    tokens.forEach((token, index) => {
      if (!token.latin) return;
      const pairs: [Token | undefined, boolean][] = [
        [tokens[index - 1], true],
        [tokens[index + 1], false],
      ];
      for (const [other, before] of pairs) {
        // Two Latin runs in a row read left to right together ("Meridian Advocates & Legal Consultants").
        if (!other || other.latin || other.block !== token.block || !sameLine(token.rect, other.rect)) continue;
        const around = commonAncestor(before ? other.node : token.node, before ? token.node : other.node);
        if (getComputedStyle(around).direction !== "rtl" && !arabicText(around)) continue;
        const inOrder = before ? other.rect.left >= token.rect.right - 1 : other.rect.right <= token.rect.left + 1;
        if (!inOrder)
          found.push({
            latin: token.text,
            neighbour: other.text,
            block: (token.block.textContent ?? "").trim().slice(0, 80),
          });
      }
    });
    return found;
  }, within);

test("no Latin run on an Arabic page at 375 px is shown out of reading order (the testimonial credit line included)", async () => {
  const arabic = sitemapRoutes().filter((route) => route.startsWith("/ar/"));
  expect(arabic.length).toBeGreaterThan(25);
  const found: string[] = [];
  const { page } = await site.visitPage(arabic[0], phone);
  for (const route of arabic) {
    await page.goto(`${site.server.origin}${route}`);
    for (const { latin, neighbour, block } of await reorderedLatinRuns(page))
      found.push(`${route}: «${latin}» and «${neighbour}» in «${block}»`);
  }
  expect(found).toEqual([]);
});

test("the check itself: a Latin name followed by an Arabic comma and a date, not isolated, is caught", async () => {
  const { page } = await site.visitPage("/ar/", phone);
  // Outside React's root, so hydration cannot replace it; right to left, as the page's <html> is.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML("beforeend", '<p id="planted">التقييم على Google، 3 مارس 2026</p>'),
  );
  expect(await reorderedLatinRuns(page, "#planted")).toEqual([expect.objectContaining({ latin: "Google" })]);
  await page.evaluate(() => {
    (document.getElementById("planted") as HTMLElement).innerHTML = "التقييم على <bdi>Google</bdi>، 3 مارس 2026";
  });
  expect(await reorderedLatinRuns(page, "#planted")).toEqual([]);
});

/** The Arabic insights whose sources' titles name a source in Latin letters. */
const arabicInsightsCitingLatin = () =>
  sitemapRoutes().filter(
    (route) =>
      /^\/ar\/insights\/(?!topics\/|page\/).+/.test(route) &&
      /<ul[^>]*data-testid="sources"[^]*?[A-Za-z]{3}[^]*?<\/ul>/.test(readPage(route)),
  );

/** The Latin names in the sources' titles (short Latin runs: a source's name, a reference). */
const latinNamesInSources = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=sources] li")].flatMap((item) =>
      [...(item.textContent ?? "").matchAll(/[A-Za-z][\w.&'/-]*(?: [\w&][\w.&'/-]*)*/g)]
        .map(([name]) => name)
        .filter((name) => name.length <= 24),
    ),
  );

test("the Arabic insights' sources at 375, 768 and 1440 px: each Latin name in an Arabic title reads in its place, whole on one line, its colon or bracket beside it", async () => {
  const routes = arabicInsightsCitingLatin();
  expect(routes.length).toBeGreaterThan(0);
  const { page } = await site.visitPage(routes[0], phone);
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${site.server.origin}${route}`);
    const names = await latinNamesInSources(page);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { latin, neighbour } of await reorderedLatinRuns(page, "[data-testid=sources]"))
        found.push(`${route} at ${width} px: «${latin}» and «${neighbour}» out of reading order`);
      for (const broken of await brokenWords(page, names, "[data-testid=sources]"))
        found.push(`${route} at ${width} px: ${broken}`);
    }
  }
  expect(found).toEqual([]);
});

test("the check itself: a source's Arabic title laid out left to right because it begins with a Latin name is caught", async () => {
  const route = "/ar/insights/uae-e-invoicing-timeline/";
  const { page } = await site.visitPage(route, { viewport: { width: 1440, height: 900 } });
  // The titles as they were: each in a <bdi> of its own, whose direction is its first letter's.
  await page.evaluate(() => {
    for (const link of document.querySelectorAll("[data-testid=sources] a")) {
      const title = document.createElement("bdi");
      title.textContent = link.textContent;
      link.replaceChildren(title);
    }
  });
  expect(await reorderedLatinRuns(page, "[data-testid=sources]")).toContainEqual(
    expect.objectContaining({ latin: "EY Tax News" }),
  );
});

test("the Arabic foundation page names the founder in Arabic, on one line, with the role in the founder's gender", async () => {
  const { page } = await site.visitPage("/ar/foundation/", phone);
  const lines = await page.evaluate((name) => {
    const walker = document.createTreeWalker(document.querySelector("main") as HTMLElement, NodeFilter.SHOW_TEXT);
    const counts: number[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(name);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + name.length);
      counts.push(new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size);
    }
    return counts;
  }, arabicSiteFacts.founder.name);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((count) => count === 1)).toBe(true);
  const headings = await page.locator("main h2").allTextContents();
  const other = siteFacts.founder.grammaticalGender === "feminine" ? "masculine" : "feminine";
  expect(headings).toContain(`نهج ${arabicFounderRole()}`);
  expect(headings.join(" ")).not.toContain(arabicFounderRole(other));
});

test.each([
  ["/ar/", "en", "English"],
  ["/", "ar", "العربية"],
])("at 375 px, %s shows the switch to the other language without opening the menu", async (route, lang, label) => {
  const { page } = await site.visitPage(route, phone);
  const menu = page.locator("header button[aria-expanded]");
  await menu.waitFor({ state: "visible" });
  expect(await menu.getAttribute("aria-expanded")).toBe("false");
  const switchLink = page.locator(`header a[hreflang="${lang}"]`);
  await expect(switchLink.isVisible()).resolves.toBe(true);
  expect(await switchLink.textContent()).toBe(label);
  const box = await switchLink.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
  expect(box!.height).toBeGreaterThanOrEqual(24);
});
