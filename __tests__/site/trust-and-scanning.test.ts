import { hydrated, viewports } from "./support/browser";
import { serveSiteToBrowser } from "./support/site-in-browser";

/** Issue 48's trust and scanning, as a visitor sees them in Chromium: fonts, covers, founder, steps, the closing band. */

jest.setTimeout(60_000);

const site = serveSiteToBrowser();

const service = "/services/business-setup-in-dubai-and-the-uae/";

test.each([
  ["/", "IBM Plex Sans", "Source Serif 4"],
  ["/ar/", "IBM Plex Sans Arabic", "IBM Plex Sans Arabic"],
])(
  "%s draws its text and headings in the site's own faces, not the visitor's system fonts",
  async (path, text, heading) => {
    const { page } = await site.visitPage(path, { viewport: viewports.laptop });
    await page.evaluate(() => document.fonts.ready);
    const drawn = await page.evaluate(
      ([textFace, headingFace]) => ({
        text: document.fonts.check(`16px "${textFace}"`, document.querySelector("main p")!.textContent!),
        heading: document.fonts.check(`bold 32px "${headingFace}"`, document.querySelector("h1")!.textContent!),
        loaded: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      }),
      [text, heading],
    );
    expect(drawn.text && drawn.heading).toBe(true);
    expect(drawn.loaded).toEqual(
      expect.arrayContaining([`"${text}"`, `"${heading}"`].map((name) => name.replace(/"/g, ""))),
    );
  },
);

test("«24 ساعة» is drawn in one face: the Arabic face's file for digits and space is downloaded on /ar/", async () => {
  const { page } = await site.visitPage("/ar/", { viewport: viewports.phone });
  await page.evaluate(() => document.fonts.ready);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map(({ name }) => name)
      .filter((name) => name.endsWith(".woff2")),
  );
  expect(files.some((file) => /ibm-plex-sans-arabic-(400|700)-digits/.test(file))).toBe(true);
  // No Latin face is needed for the Arabic hero: its digits and spaces are the Arabic face's.
  const heroFaces = await page.evaluate(() => document.fonts.check('bold 32px "IBM Plex Sans Arabic"', "24 ساعة"));
  expect(heroFaces).toBe(true);
});

test.each([viewports.phone, viewports.desktop])(
  "a service page's lead is in the first screen above its cover (%o)",
  async (viewport) => {
    const { page } = await site.visitPage(service, { viewport });
    const lead = await page.locator('[data-testid="introduction"] p').first().boundingBox();
    expect(lead!.y).toBeLessThan(viewport.height);
  },
);

test("a service page's steps carry numbered badges and its documents are a checklist", async () => {
  const { page } = await site.visitPage(service, { viewport: viewports.laptop });
  const marks = await page.evaluate(() => {
    const after = (heading: string) =>
      [...document.querySelectorAll("article h2")].find((h2) => h2.textContent === heading)!.nextElementSibling!;
    const before = (list: Element) => [...list.children].map((item) => getComputedStyle(item, "::before").content);
    const contents = document.querySelector('nav[aria-labelledby="on-this-page"] ol')!;
    return {
      steps: before(after("The steps")),
      documents: before(after("Documents you will need")),
      contents: before(contents),
    };
  });
  // The side column's contents list, a heading and a list too, keeps its plain numbers.
  expect(new Set(marks.contents)).toEqual(new Set(["none"]));
  expect(marks.steps.length).toBeGreaterThan(2);
  expect(new Set(marks.steps)).toEqual(new Set(["counter(step)"]));
  expect(new Set(marks.documents)).toEqual(new Set(['"✓"']));
});

test("a service page's lines hold about 70 characters at 640 to 959 px", async () => {
  for (const width of [640, 800, 959]) {
    const { page } = await site.visitPage(service, { viewport: { width, height: 900 } });
    const longest = await page.evaluate(() => {
      const paragraph = document.querySelector<HTMLElement>('[data-testid="introduction"] p')!;
      const range = document.createRange();
      const lines = new Map<number, number>();
      const text = paragraph.firstChild!;
      for (let index = 0; index < text.textContent!.length; index++) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
      return Math.max(...lines.values());
    });
    expect({ width, longest: longest <= 80 }).toEqual({ width, longest: true });
  }
});

test("the On this page list marks the section being read as the visitor scrolls", async () => {
  const { page } = await site.visitPage(service, { viewport: viewports.desktop });
  await hydrated(page);
  await page
    .locator("article h2", { hasText: "Documents you will need" })
    .evaluate((heading) => heading.scrollIntoView());
  const marked = () =>
    document.querySelector('nav[aria-labelledby="on-this-page"] a[aria-current="location"]')?.textContent;
  await page.waitForFunction(marked);
  expect(await page.evaluate(marked)).toBe("Documents you will need");
});

test.each(["/services/", "/foundation/", "/legal/terms/", "/insights/", "/ar/foundation/"])(
  "%s ends with the call to book band",
  async (path) => {
    const { page } = await site.visitPage(path, { viewport: viewports.phone });
    const ending = await page.evaluate(() => {
      const band = document.getElementById("closing")?.closest("section");
      const main = document.querySelector("main")!;
      const after = [...main.querySelectorAll("*")].filter(
        (element) =>
          band &&
          band.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
          !band.contains(element) &&
          element.textContent!.trim() !== "",
      );
      return {
        band: Boolean(band),
        booking: band?.querySelector('a[href^="https://"]')?.textContent,
        after: after.length,
      };
    });
    expect(ending).toEqual({ band: true, booking: expect.stringMatching(/Book A Call|احجز/), after: 0 });
  },
);

test("the foundation page opens with the founder's card: portrait 4:5, name, title, licence and languages", async () => {
  const { page } = await site.visitPage("/foundation/", { viewport: viewports.phone });
  const card = page.getByRole("region", { name: "Our founder" });
  const portrait = await card.getByRole("img").boundingBox();
  expect(portrait!.height / portrait!.width).toBeCloseTo(1.25, 1);
  expect(await card.textContent()).toMatch(
    /Layla Al Mansoori.*Founder and Managing Partner.*licence No\..*Advises in English and Arabic/,
  );
  expect(portrait!.y).toBeLessThan(viewports.phone.height * 2);
});
