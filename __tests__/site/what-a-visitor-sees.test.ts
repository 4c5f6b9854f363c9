import type { Page } from "playwright-core";
import { testimonials } from "../../src/data/testimonials";
import { uiStrings } from "../../src/data/ui";
import { fillText } from "../../src/i18n/fill-in";
import { arabicSiteFacts, siteFacts } from "../../src/site-facts";
import { hydrated, openSite, scrollAndDraw } from "./support/browser";
import { contrastFailures, plantNavyOnNavyButton } from "./support/contrast";
import {
  barFaults,
  brokenWords,
  gridFaults,
  longLines,
  pointsTowards,
  sidewaysScroll,
  textFaults,
} from "./support/layout-checks";
import { templateRoutes } from "./support/routes";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The checks that look at a page as a person does (issue 48): one route per template in each language,
 * at a phone's 375 px and a desktop's 1440 px, read from what the browser rendered: every text's contrast
 * against what is behind it, texts on top of one another or cut off, an address, number or name broken
 * across lines, a grid with a hole or a lone or squeezed card; and the header and booking bar on one row at every width.
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

const insight = () => templateRoutes().find((route) => /^\/insights\/(?!topics\/|page\/).+/.test(route))!;

const { opens, closes } = siteFacts.workingHours;
/** The working hours' time range in each language, as written with spaces or with no-break spaces. */
const timeRanges = [`${opens} to ${closes}`, `${opens} إلى ${closes}`].flatMap((range) => [
  range,
  range.replace(/ /g, "\u00a0"),
]);

/**
 * An e-mail address, the phone number, each word of the firm's and the founder's names, in both scripts, and
 * the working hours' time range (a time alone on a line reads as a stray number).
 */
const unbreakable = [
  ...timeRanges,
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
  grids: await gridFaults(page),
});

// One visit per route, resized from the phone's width to the desktop's, as the layout follows the viewport.
test.each(templateRoutes())(
  `%s at ${widths.join(" and ")} px: every text readable (WCAG AA contrast against what is behind it), none over another or cut off, no address, number or name broken, no grid with a hole, a lone card or a squeezed card`,
  async (route) => {
    const page = await visit(route, widths[0]);
    const seen: Record<number, Awaited<ReturnType<typeof faultsSeen>>> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      seen[width] = await faultsSeen(page);
    }
    const none = { contrast: [], texts: [], broken: [], grids: [] };
    expect(seen).toEqual(Object.fromEntries(widths.map((width) => [width, none])));
  },
);

/**
 * Where the services grid changes its column count between the phone's and the desktop's widths (three columns
 * from 960 px): the services page, a service's related services, and the founder's card beside the reasons.
 */
const laptopWidth = 1024;
const founderCard = (lang: "en" | "ar") => `section[aria-label="${uiStrings[lang].founderCard.label}"]`;

/** A tablet's width, where a group of an odd number of services has its lead card across the row. */
const tabletWidth = 768;

test.each([
  "/services/",
  "/ar/services/",
  "/services/business-setup-in-dubai-and-the-uae/",
  "/ar/services/business-setup-in-dubai-and-the-uae/",
])(
  `%s at ${tabletWidth} and ${laptopWidth} px: no grid with a hole, a lone card, a squeezed card or a mostly empty one`,
  async (route) => {
    const page = await visit(route, tabletWidth);
    const seen: Record<number, string[]> = {};
    for (const width of [tabletWidth, laptopWidth]) {
      await page.setViewportSize({ width, height: 900 });
      seen[width] = await gridFaults(page);
    }
    expect(seen).toEqual({ [tabletWidth]: [], [laptopWidth]: [] });
  },
);

test.each(["en", "ar"] as const)(
  `the founder's card on the home page (%s) at ${laptopWidth} and 1440 px: the name and the link each on one line`,
  async (lang) => {
    const { name, more } = uiStrings[lang].founderCard;
    const page = await visit(lang === "ar" ? "/ar/" : "/", laptopWidth);
    const faults: string[] = [];
    for (const width of [laptopWidth, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      faults.push(
        ...(await brokenWords(page, [name, more], founderCard(lang))).map((fault) => `at ${width} px: ${fault}`),
      );
    }
    expect(faults).toEqual([]);
  },
);

const barWidths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);

test.each(["/", "/ar/"])(
  `the header and the phone's booking bar of %s are each one row at every width from 320 to 1440 px (step 40)`,
  async (route) => {
    const page = await visit(route, 320);
    const faults: string[] = [];
    for (const width of barWidths) {
      await page.setViewportSize({ width, height: 900 });
      // Past the hero's own Book A Call, where the phone's booking bar shows.
      await scrollAndDraw(page, { to: await page.evaluate(() => document.documentElement.scrollHeight) });
      const bar = page.getByTestId("booking-bar");
      const seen = [
        ...(await barFaults(page)),
        ...(await textFaults(page, "header")),
        ...(width < 960 && !(await bar.isVisible()) ? ["the booking bar is not shown"] : []),
        ...(await barFaults(page, "[data-testid=booking-bar]")).map((fault) => `booking bar: ${fault}`),
      ];
      faults.push(...seen.map((fault) => `at ${width} px: ${fault}`));
    }
    expect(faults).toEqual([]);
  },
);

test.each(["/", "/ar/"])(
  "the working hours on %s (the hero's card, the footer) stay whole at every width from 320 to 1440 px (step 40)",
  async (route) => {
    const page = await visit(route, 320);
    const faults: string[] = [];
    for (const width of barWidths) {
      await page.setViewportSize({ width, height: 900 });
      faults.push(...(await brokenWords(page, timeRanges)).map((fault) => `at ${width} px: ${fault}`));
    }
    expect(faults).toEqual([]);
  },
);

/** A line of running text longer than this is hard to follow back to the next (about 70 is the aim). */
const mostCharactersALine = 75;
/** A phone's, a tablet's at both ends of its range (where one column is widest), a laptop's and a desktop's. */
const lineWidths = [375, 640, 768, 959, 1024, 1280, 1440];
const readingWidths = [768, 1024, 1440];
/** The privacy policy names the firm's e-mail address in a list: where a visitor found it wider than a phone. */
const privacyPolicies = ["/legal/privacy-policy/", "/ar/legal/privacy-policy/"];
const readingRoutes = () => {
  const routes = templateRoutes();
  return routes.length ? [...new Set([...routes, ...privacyPolicies])] : [];
};

test.each(readingRoutes())(
  `%s does not scroll sideways at 320 px, and no running text (paragraph, list item, small print) has a line of more than ${mostCharactersALine} characters at ${lineWidths.join(", ")} px`,
  async (route) => {
    const page = await visit(route, 320);
    const seen: Record<number, string[]> = { 320: await sidewaysScroll(page) };
    for (const width of lineWidths) {
      await page.setViewportSize({ width, height: 900 });
      seen[width] = await longLines(page, mostCharactersALine);
    }
    expect(seen).toEqual(Object.fromEntries([320, ...lineWidths].map((width) => [width, []])));
  },
);

/**
 * How far the title's line-start edge (and the breadcrumbs', where the page has them) is from the text's under it,
 * in px: the text is the first paragraph or heading after the band that holds the title (the page or article's first part).
 */
const headerOffsets = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector("main h1")!;
    const rtl = getComputedStyle(title).direction === "rtl";
    const start = (element: Element) => {
      const box = element.getBoundingClientRect();
      return rtl ? -box.right : box.left;
    };
    const band = title.closest("article > *, main > *")!;
    const text = band.nextElementSibling!.querySelector("p, h2, h3")!;
    const crumbs = band.querySelector("nav li");
    return {
      ...(crumbs && { crumbs: Math.round(start(crumbs) - start(text)) }),
      title: Math.round(start(title) - start(text)),
    };
  });

/** Pages whose title band sits over their text: the insights and topics (with breadcrumbs), the foundation page. */
const titledRoutes = () => templateRoutes().filter((route) => /\/insights\/(?!page\/).+|\/foundation\/$/.test(route));

test.each(titledRoutes())(
  `%s: the title (and breadcrumbs) start where the text under them does, at ${readingWidths.join(", ")} px`,
  async (route) => {
    const page = await visit(route, readingWidths[0]);
    const offsets: Record<number, unknown> = {};
    for (const width of readingWidths) {
      await page.setViewportSize({ width, height: 900 });
      offsets[width] = await headerOffsets(page);
    }
    const aligned = route.includes("/foundation/") ? { title: 0 } : { crumbs: 0, title: 0 };
    expect(offsets).toEqual(Object.fromEntries(readingWidths.map((width) => [width, aligned])));
  },
);

test.each(["en", "ar"] as const)(
  "the testimonials' arrows (%s) point the way they go, in the line's direction: Previous back, Next on",
  async (lang) => {
    const { carousel } = uiStrings[lang];
    const page = await visit(lang === "ar" ? "/ar/" : "/", 1440);
    const previous = `button[aria-label="${carousel.previous}"]`;
    const next = `button[aria-label="${carousel.next}"]`;
    // Back is toward the line's start: left in English, right in Arabic; the buttons sit at the row's two ends.
    const back = lang === "ar" ? "right" : "left";
    const on = lang === "ar" ? "left" : "right";
    const previousBox = (await page.locator(previous).boundingBox())!;
    const nextBox = (await page.locator(next).boundingBox())!;
    expect({
      previous: await pointsTowards(page, previous),
      next: await pointsTowards(page, next),
      previousSide: previousBox.x < nextBox.x ? "left" : "right",
    }).toEqual({ previous: back, next: on, previousSide: back });
    // What each does: from the first testimonial, Previous wraps round to the last.
    await page.locator(previous).click();
    const shown = page.locator('[aria-roledescription="slide"][data-current="true"]');
    await expect(shown.getAttribute("aria-label")).resolves.toBe(
      fillText(carousel.slide, { n: testimonials.length, count: testimonials.length }),
    );
  },
);

/** Where an insight's review status is, beside its byline (the paragraph naming its author) and its general notice. */
const reviewStatusPlace = (page: Page, words: { notYetReviewed: string; lawAsOfStart: string }) =>
  page.evaluate(({ notYetReviewed, lawAsOfStart }) => {
    const paragraphs = [...document.querySelectorAll("main p")];
    const status = paragraphs.find((paragraph) => {
      const text = (paragraph.textContent ?? "").trim();
      return text === notYetReviewed || text.startsWith(lawAsOfStart);
    })!;
    const byline = paragraphs.find((paragraph) => paragraph.querySelector("a[href$='/foundation/']"))!;
    const [statusBox, bylineBox] = [status, byline].map((element) => element.getBoundingClientRect());
    const range = document.createRange();
    range.selectNodeContents(status);
    const boxes = [...range.getClientRects()].filter((box) => box.height > 1);
    const middle = (box: DOMRect) => box.top + box.height / 2;
    // A box starts a line unless an earlier one sits on its line (an inline date's box may differ by a pixel).
    const lines = boxes.filter((box, index) =>
      boxes.slice(0, index).every((other) => Math.abs(middle(other) - middle(box)) >= other.height / 2),
    ).length;
    return {
      // Its own line, right under the byline: no other text between them.
      underByline: status.previousElementSibling === byline && statusBox.top - bylineBox.bottom <= 16,
      lines,
      notLarger: parseFloat(getComputedStyle(status).fontSize) <= parseFloat(getComputedStyle(byline).fontSize),
    };
  }, words);

test.each(templateRoutes().filter((route) => /\/insights\/(?!topics\/|page\/).+/.test(route)))(
  "%s says whether a lawyer has reviewed it as a status line of its own: right under the byline, one line, in its small type, at 375 and 1440 px",
  async (route) => {
    const { insights } = uiStrings[route.startsWith("/ar/") ? "ar" : "en"];
    const words = {
      notYetReviewed: insights.notYetReviewed,
      lawAsOfStart: insights.lawAsOf.replace(/\{date\}.*/, "").trim(),
    };
    const page = await visit(route, 375);
    const seen: Record<number, unknown> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      seen[width] = await reviewStatusPlace(page, words);
    }
    const asAStatus = { underByline: true, lines: 1, notLarger: true };
    expect(seen).toEqual(Object.fromEntries(widths.map((width) => [width, asAStatus])));
  },
);

/** How many booking links come right after another in the main content's visible links, in reading order. */
const bookingLinksInARow = (page: Page) =>
  page.evaluate((bookingUrl) => {
    const links = [...document.querySelectorAll("main a[href]")].filter((link) => link.checkVisibility());
    const isBooking = (link: Element) => link.getAttribute("href") === bookingUrl;
    return links.filter((link, index) => isBooking(link) && index > 0 && isBooking(links[index - 1])).length;
  }, siteFacts.bookingUrl);

test.each(templateRoutes())(
  "%s ends with one call to book: no two booking links one after the other",
  async (route) => {
    const page = await visit(route, 375);
    expect(await bookingLinksInARow(page)).toBe(0);
  },
);

describe("the checks catch what a visitor would see (planted faults)", () => {
  test("the contrast check fails the invisible button", async () => {
    const page = await visit(insight(), 375);
    await plantNavyOnNavyButton(page);
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

  test("the sideways check fails an e-mail address that cannot break, at 320 px (as it was)", async () => {
    const page = await visit(privacyPolicies[0], 320);
    await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLElement>("main a[href^='mailto:']")) {
        // The address as one text that may not wrap, without the <wbr>s.
        link.replaceChildren(link.textContent ?? "");
        link.style.whiteSpace = "nowrap";
      }
    });
    expect(await sidewaysScroll(page)).toEqual([expect.stringMatching(/^scrolls sideways by \d+ px: .*"contact@/)]);
  });

  test("the arrow check fails the Arabic arrows pointing inward, each drawn as in English", async () => {
    const { carousel } = uiStrings.ar;
    const page = await visit("/ar/", 1440);
    const previous = `button[aria-label="${carousel.previous}"]`;
    const next = `button[aria-label="${carousel.next}"]`;
    await page.evaluate(
      ([previous, next]) => {
        document.querySelector(previous)!.textContent = "‹";
        document.querySelector(next)!.textContent = "›";
      },
      [previous, next] as const,
    );
    expect([await pointsTowards(page, previous), await pointsTowards(page, next)]).toEqual(["left", "right"]);
  });

  test("the end-of-insight check fails a second Book A Call just before the call band's", async () => {
    const page = await visit(insight(), 375);
    await page.evaluate((bookingUrl) => {
      const links = [...document.querySelectorAll(`main a[href="${bookingUrl}"]`)];
      const last = links.at(-1)!;
      last.before(last.cloneNode(true));
    }, siteFacts.bookingUrl);
    expect(await bookingLinksInARow(page)).toBe(1);
  });

  test(`the long-lines check fails a list item as wide as its band (the home page's reasons, as they were at ${tabletWidth} px)`, async () => {
    const page = await visit("/", tabletWidth);
    await page.evaluate(() => {
      for (const reason of document.querySelectorAll<HTMLElement>("section[aria-labelledby=why-us] li"))
        reason.style.maxWidth = "none";
    });
    expect(await longLines(page, mostCharactersALine)).toContainEqual(
      expect.stringMatching(/^li "Advocates and legal consultants under .*": \d+ characters a line$/),
    );
  });

  test(`the grid check fails a lead card across the row with its words in half of it (as it was at ${tabletWidth} px)`, async () => {
    const page = await visit("/services/business-setup-in-dubai-and-the-uae/", tabletWidth);
    await page.evaluate(() => {
      // The related services' lead as it was: its icon beside its words, all in one column at a reading measure.
      const lead = document.querySelector("[data-testid=related-services] article") as HTMLElement;
      lead.style.gridTemplateColumns = "auto minmax(0, 1fr)";
      for (const part of lead.querySelectorAll<HTMLElement>(":scope > *"))
        Object.assign(part.style, { gridColumn: "2", gridRow: "auto", maxWidth: "var(--measure)" });
      Object.assign(lead.querySelector<HTMLElement>(":scope > svg")!.style, { gridColumn: "1", gridRow: "1 / span 3" });
      lead.querySelector<HTMLElement>(":scope > p")!.style.fontSize = "var(--card-text-size)";
    });
    expect(await gridFaults(page)).toEqual([
      expect.stringMatching(/^ul \(related-services\): ".*" is mostly empty \(its words across \d+% of it\)$/),
    ]);
  });

  test("the grid check fails a card alone on the last row", async () => {
    const page = await visit("/services/", 1440);
    await page.evaluate(() => {
      // The first group's five cards without their lead: four on a row and the fifth alone under them.
      const grid = document.querySelector("[data-testid=service-grid]")!;
      const lead = grid.firstElementChild as HTMLElement;
      lead.style.setProperty("grid-column", "auto", "important");
    });
    expect(await gridFaults(page)).toContainEqual(
      expect.stringMatching(/^ul \(service-grid\): ".*" alone on the last of 2 rows$/),
    );
  });

  test(`the grid check fails a lead card kept in one cell at ${laptopWidth} px: a hole after the last card, the lead squeezed`, async () => {
    const page = await visit("/services/", laptopWidth);
    await page.evaluate(() => {
      // The first group's five cards in three columns, its lead in one cell with its icon beside its words: 3 + 2.
      const grid = document.querySelector("[data-testid=service-grid]")!;
      const lead = grid.firstElementChild as HTMLElement;
      lead.style.setProperty("grid-column", "auto", "important");
      Object.assign(lead.querySelector("article")!.style, {
        display: "grid",
        gridTemplateColumns: "auto minmax(0, 1fr)",
      });
      for (const part of lead.querySelectorAll<HTMLElement>("article > *")) part.style.gridColumn = "2";
      Object.assign(lead.querySelector<HTMLElement>("article > :first-child")!.style, {
        gridColumn: "1",
        gridRow: "1 / span 3",
      });
    });
    expect(await gridFaults(page)).toEqual([
      "ul (service-grid): row 2 of 2 leaves a hole",
      expect.stringMatching(/^ul \(service-grid\): ".*" is squeezed/),
    ]);
  });
});
