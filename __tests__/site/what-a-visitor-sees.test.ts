import type { Page } from "playwright-core";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { colors } from "../../src/styles/theme";
import { hydrated, openSite } from "./support/browser";
import { contrastFailures } from "./support/contrast";
import { brokenWords, headerFaults, loneCards, textFaults } from "./support/layout-checks";
import { templateRoutes } from "./support/routes";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The checks that look at a page as a person does (issue 48): one route per template in each language,
 * at a phone's 375 px and a desktop's 1440 px, read from what the browser rendered: every text's contrast
 * against what is behind it, texts on top of one another or cut off, an address, number or name broken
 * across lines, a card alone on a grid's last row; and the header on one row at every width.
 */

jest.setTimeout(120_000);

const site = serveSiteToBrowser();
const widths = [375, 1440];

/** One tab for the whole file, going from route to route as a reader does (each check reads the page as it is). */
let tab: Promise<Page>;
const visit = async (route: string, width: number) => {
  const page = await (tab ??= openSite(site.browser, site.server.origin, {}).then(({ context }) => context.newPage()));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${site.server.origin}${route}`);
  await hydrated(page);
  // The fonts decide where lines break.
  await page.evaluate(() => document.fonts.ready);
  return page;
};

/** An e-mail address, the phone number and each word of the firm's and the founder's names, in both scripts. */
const unbreakable = [
  siteFacts.email,
  siteFacts.phone.display,
  siteFacts.phone.display.replace(/ /g, "\u00a0"),
  ...[siteFacts.name, siteFacts.founder.name, arabicSiteFacts.name, arabicSiteFacts.founder.name]
    .flatMap((name) => name.split(/\s+/))
    .filter((word) => word.length > 2),
];

/** What a visitor would see wrong on the page now: texts they cannot read, texts in each other's way, lone cards. */
const faultsSeen = async (page: Page) => ({
  contrast: await contrastFailures(page),
  texts: await textFaults(page),
  broken: await brokenWords(page, unbreakable),
  lone: await loneCards(page),
});

// One visit per route, resized from the phone's width to the desktop's, as the layout follows the viewport.
test.each(templateRoutes())(
  `%s at ${widths.join(" and ")} px: every text readable (WCAG AA contrast against what is behind it), none over another or cut off, no address, number or name broken, no card alone on a row`,
  async (route) => {
    const page = await visit(route, widths[0]);
    const seen: Record<number, Awaited<ReturnType<typeof faultsSeen>>> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      seen[width] = await faultsSeen(page);
    }
    const none = { contrast: [], texts: [], broken: [], lone: [] };
    expect(seen).toEqual(Object.fromEntries(widths.map((width) => [width, none])));
  },
);

const headerWidths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);

test.each(["/", "/ar/"])(`the header of %s is one row at every width from 320 to 1440 px (step 40)`, async (route) => {
  const page = await visit(route, 320);
  const faults: string[] = [];
  for (const width of headerWidths) {
    await page.setViewportSize({ width, height: 900 });
    const seen = [...(await headerFaults(page)), ...(await textFaults(page, "header"))];
    faults.push(...seen.map((fault) => `at ${width} px: ${fault}`));
  }
  expect(faults).toEqual([]);
});

describe("the checks catch what a visitor would see (planted faults)", () => {
  const insight = () => templateRoutes().find((route) => /^\/insights\/(?!topics\/|page\/).+/.test(route))!;

  /** The insight's closing Book A Call in its button's own colour: navy on navy, as it was before issue 48. */
  const plantInvisibleButton = (page: Page) =>
    page.evaluate((navy) => {
      const buttons = [...document.querySelectorAll("main a[target=_blank]")].filter((link) =>
        link.textContent?.startsWith("Book A Call"),
      );
      // Navy text on a navy button, as the insight's closing button was.
      Object.assign((buttons.at(-1) as HTMLElement).style, {
        color: navy,
        backgroundColor: navy,
        backgroundImage: "none",
      });
    }, colors.navy);

  test("the contrast check fails the invisible button", async () => {
    const page = await visit(insight(), 375);
    await plantInvisibleButton(page);
    expect(await contrastFailures(page)).toEqual([expect.stringMatching(/^1\.00:1 \(needs 4\.5:1\) "Book A Call/)]);
  });

  test("the text check fails a text placed over another, and an e-mail address broken across lines", async () => {
    const page = await visit("/", 375);
    await page.evaluate(() => {
      const heading = document.querySelector("main h1") as HTMLElement;
      heading.style.marginBottom = "-3em";
      const email = document.querySelector("footer a[href^='mailto:']") as HTMLElement;
      Object.assign(email.style, {
        display: "inline-block",
        width: "6em",
        overflowWrap: "anywhere",
        whiteSpace: "normal",
      });
    });
    expect((await textFaults(page)).some((fault) => /^h1 .* overlaps /.test(fault))).toBe(true);
    expect(await brokenWords(page, unbreakable)).toContain(`"${siteFacts.email}" is broken across lines in a`);
  });

  test("the grid check fails a card alone on the last row", async () => {
    const page = await visit("/services/", 1440);
    await page.evaluate(() => {
      const grid = document.querySelector("[data-testid=service-grid]")!;
      const card = grid.lastElementChild as HTMLElement;
      card.style.setProperty("grid-column", "auto", "important");
    });
    expect(await loneCards(page)).toEqual([
      expect.stringMatching(/^ul \(service-grid\): ".*" alone on the last of 2 rows$/),
    ]);
  });
});
