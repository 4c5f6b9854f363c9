import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { splitLanguage } from "../../src/languages";
import { notFoundTexts } from "../../src/data/not-found";
import { uiStrings } from "../../src/data/ui";
import { builtPages } from "../../src/build/post-build";
import { isGatsbyPage } from "../../src/build/scripts-after-paint";
import { siteFacts } from "../../src/site-facts";
import { hydrated, viewports } from "./support/browser";
import { publicDir, readPage } from "./support/public";
import { sitemapRoutes } from "./support/routes";
import { serveSiteToBrowser } from "./support/site-in-browser";

/**
 * The Arabic edition in Chromium and in the served HTML: the language and direction of every
 * page (also after a client-side navigation), the switcher landing on the twin page, right-to-left
 * layout at 375 px, the banner in Arabic and right to left, and no English in an Arabic page
 * but the names that stay Latin.
 */

jest.setTimeout(90_000);

const site = serveSiteToBrowser();

const service = "/services/business-setup-in-dubai-and-the-uae/";

const htmlLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(" "));

/** The visible text of a page's server HTML: what a visitor without JavaScript reads. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ");

/**
 * Latin words an Arabic page may show: the firm's and its founder's names, products and protocols
 * a visitor knows by those names, the switcher's "English", and text the page marks as not Arabic.
 */
const latinNames = (html: string) => {
  const names = new Set([
    "English",
    "Google",
    "WhatsApp",
    "Analytics",
    "Tag",
    "Manager",
    "Chrome",
    "Safari",
    "HTTPS",
    // The e-mail address too: it is cut into spans (where it may break) inside its own dir="ltr".
    ...`${siteFacts.name} ${siteFacts.founder.name} ${siteFacts.email}`.split(/\W+/),
  ]);
  // Text marked as not Arabic on purpose: <bdi>, <code> (a cookie's name), dir="ltr" or "auto", lang="en"; the next
  // tag is not consumed, as it may open one inside (a Latin name's <bdi> inside an Arabic title's).
  for (const match of html.matchAll(/<(bdi|code|[a-z]+ [^>]*(?:dir="(?:ltr|auto)"|lang="en"))[^>]*>([^<]*)(?=<)/g))
    for (const word of match[2].match(/[A-Za-z]{2,}/g) ?? []) names.add(word);
  return names;
};

const englishWordsIn = (html: string) => {
  const allowed = latinNames(html);
  return [...new Set(textOf(html).match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !allowed.has(word));
};

test("every Arabic page shows no English but the names that stay Latin (isolated with bdi or dir=ltr)", () => {
  const arabic = sitemapRoutes().filter((route) => route.startsWith("/ar/"));
  expect(arabic.length).toBeGreaterThan(25);
  const found = arabic.flatMap((route) => {
    const words = englishWordsIn(readPage(route));
    return words.length ? [`${route}: ${words.join(" ")}`] : [];
  });
  expect(found).toEqual([]);
  // The check itself: an untranslated sentence on an Arabic page is caught.
  expect(englishWordsIn("<p>مرحبا Book a call <bdi>Omar Haddad</bdi></p>")).toEqual(["Book", "call"]);
});

test("the switcher on a service page lands on its Arabic twin and back, each page with its lang and dir", async () => {
  const { page } = await site.visitPage(service);
  expect(await htmlLanguage(page)).toBe("en ltr");
  const toArabic = page.locator('header a[hreflang="ar"]').first();
  expect(await toArabic.getAttribute("lang")).toBe("ar");
  await Promise.all([page.waitForURL(`**/ar${service}`), toArabic.click()]);
  expect(await htmlLanguage(page)).toBe("ar rtl");
  expect(await page.locator("h1").textContent()).toMatch(/[\u0600-\u06FF]/);
  await Promise.all([page.waitForURL(`**${service}`), page.locator('header a[hreflang="en"]').first().click()]);
  expect(new URL(page.url()).pathname).toBe(service);
  expect(await htmlLanguage(page)).toBe("en ltr");
});

test("after a client-side navigation between Arabic pages, the page is still Arabic and right to left", async () => {
  const { page } = await site.visitPage("/ar/");
  await hydrated(page);
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await Promise.all([
    page.waitForURL("**/ar/services/"),
    page.locator(`header a[href="/ar/services/"]`).first().click(),
  ]);
  // Helmet writes the new page's head in the animation frame after the new page renders, 30 to 60 ms
  // after the URL changes: wait for the title a visitor's tab shows (it never came: the wait fails).
  await page.waitForFunction((title) => document.title.includes(title), uiStrings.ar.breadcrumbs.services, {
    timeout: 5_000,
  });
  // The same document: Gatsby navigated on the client, and Helmet set lang and dir again.
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-same-document"))).toBe(true);
  expect(await htmlLanguage(page)).toBe("ar rtl");
});

test.each(["/ar/", "/ar/services/", "/ar/foundation/", `/ar${service}`, "/ar/legal/privacy-policy/"])(
  "%s at 375 px does not scroll sideways and reads right to left",
  async (route) => {
    const { page } = await site.visitPage(route, { viewport: viewports.phone });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    // Right to left: the page heading's text starts at the right edge of its box.
    const heading = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).direction);
    expect(heading).toBe("rtl");
  },
);

test("the consent banner on an Arabic page is in Arabic, right to left, at the bottom left", async () => {
  const { page } = await site.visitPage("/ar/", { showConsentBanner: true });
  const banner = page.locator("#cc-main .cm");
  await banner.waitFor({ state: "visible" });
  expect(await page.locator("#cc-main").getAttribute("class")).toContain("cc--rtl");
  expect(await banner.textContent()).toMatch(/[\u0600-\u06FF]{3,}/);
  const box = (await banner.boundingBox())!;
  expect(box.x + box.width / 2).toBeLessThan(viewports.laptop.width / 2);
});

test("an unknown URL under /ar/ answers 404 with the Arabic not-found page, which stays at that URL once hydrated", async () => {
  const { page, errors } = await site.visitPage("/ar/no-such-page/");
  const response = await page.request.get(page.url());
  expect(response.status()).toBe(404);
  await hydrated(page);
  expect(new URL(page.url()).pathname).toBe("/ar/no-such-page/");
  expect(await htmlLanguage(page)).toBe("ar rtl");
  expect(await page.locator("h1").textContent()).toBe(notFoundTexts.ar.page.heading);
  // An unknown URL reached on the client gets the not-found page in its own language.
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/services/gone/"),
  );
  await page.locator("h1", { hasText: notFoundTexts.en.service.heading }).waitFor();
  expect(await htmlLanguage(page)).toBe("en ltr");
  await page.evaluate(() =>
    (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ar/legal/gone/"),
  );
  await page.locator("h1", { hasText: notFoundTexts.ar.legal.heading }).waitFor();
  expect(await htmlLanguage(page)).toBe("ar rtl");
  // The unknown URLs' own 404 answers (the page and its data) are all the console says.
  expect(errors.filter((error) => !error.includes("status of 404 (Not Found)"))).toEqual([]);
});

test("only Arabic pages download the Arabic typeface, and only it; English pages download only the Latin faces", async () => {
  const fontsOf = async (route: string) => {
    const { page } = await site.visitPage(route, { waitUntil: "networkidle" });
    return page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".woff2")),
    );
  };
  const english = await fontsOf("/");
  expect(english.length).toBeGreaterThan(0);
  expect(english.filter((file) => file.includes("arabic"))).toEqual([]);
  const arabic = await fontsOf("/ar/");
  expect(arabic.filter((file) => file.includes("arabic")).length).toBeGreaterThan(0);
  // Its Latin words ("English", names, e-mail addresses) are set in the metric-matched fallbacks: the Latin faces'
  // bytes would come before its largest paint.
  expect(arabic.filter((file) => !file.includes("arabic"))).toEqual([]);
});

/** The font preloads of a page's HTML, as written. */
const fontPreloadsIn = (html: string) => [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([tag]) => tag);

interface DeclaredFace {
  family: string;
  weight: string;
  range: string;
  file: string;
}

/** The web fonts the page's @font-face rules declare (not the local fallbacks). */
const fontFacesIn = (html: string): DeclaredFace[] =>
  [...html.matchAll(/@font-face\{([^}]*)\}/g)]
    .map(([, rule]) => ({
      family: /font-family:"([^"]+)"/.exec(rule)?.[1] ?? "",
      weight: /font-weight:(\d+)/.exec(rule)?.[1] ?? "",
      range: /unicode-range:([^;}]+)/.exec(rule)?.[1] ?? "",
      file: /url\("([^"]+)"\)/.exec(rule)?.[1] ?? "",
    }))
    .filter(({ file }) => file !== "");

/** A unicode-range as numbers, however it is written ("U+0600-066D" in CSS, "U+600-66D" from the browser). */
const rangeNumbers = (range: string) =>
  range
    .split(",")
    .map((part) =>
      part
        .trim()
        .replace(/^U\+/i, "")
        .split("-")
        .map((hex) => parseInt(hex, 16))
        .join("-"),
    )
    .join(",");

const sameRange = (a: string, b: string) => rangeNumbers(a) === rangeNumbers(b);

const fontPreload = (file: string) =>
  `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin="anonymous"/>`;

test("every page declares its faces from files in public/; an Arabic page preloads its four Arabic files, an English page its two first-screen Latin files", () => {
  const pages = builtPages(publicDir).filter(({ html }) => isGatsbyPage(html));
  const isArabic = (route: string) => splitLanguage(route).lang === "ar";
  expect(pages.filter(({ path: route }) => isArabic(route)).length).toBeGreaterThan(25);
  const files = [...new Set(pages.flatMap(({ html }) => fontFacesIn(html).map(({ file }) => file)))];
  expect(files).toHaveLength(7);
  expect(files.filter((file) => !fs.existsSync(path.join(publicDir, file)))).toEqual([]);
  const preloadsOf = ({ path: route, html }: { path: string; html: string }) => {
    const faces = fontFacesIn(html);
    const arabic = faces.filter(({ family }) => family === "IBM Plex Sans Arabic").map(({ file }) => file);
    const latin = faces
      .filter(
        ({ family, weight }) =>
          `${family} ${weight}` === "IBM Plex Sans 400" || `${family} ${weight}` === "Source Serif 4 700",
      )
      .map(({ file }) => file);
    return {
      route,
      preloads: fontPreloadsIn(html).sort(),
      expected: (isArabic(route) ? arabic : latin).map(fontPreload).sort(),
    };
  };
  const all = pages.map(preloadsOf);
  expect(all.map(({ route, preloads }) => ({ route, preloads }))).toEqual(
    all.map(({ route, expected }) => ({ route, preloads: expected })),
  );
  expect(all.find(({ route }) => route === "/ar/")!.preloads).toHaveLength(4);
  expect(all.find(({ route }) => route === "/")!.preloads).toHaveLength(2);
});

test("the Arabic faces an Arabic page's prerendered text uses are the ones it preloads, each downloaded once", async () => {
  const html = readPage("/ar/");
  const preloaded = fontPreloadsIn(html).map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]);
  const faces = fontFacesIn(html);
  // Without JavaScript the page is what its first paint shows.
  const { page } = await site.visitPage("/ar/", { javaScriptEnabled: false, waitUntil: "networkidle" });
  const { used, downloaded } = await page.evaluate(async () => {
    await document.fonts.ready;
    const fonts = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((name) => name.endsWith(".woff2"));
    return {
      used: [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => ({ family: face.family.replace(/"/g, ""), weight: face.weight, range: face.unicodeRange })),
      downloaded: fonts,
    };
  });
  const fileOf = ({ family, weight, range }: { family: string; weight: string; range: string }) =>
    faces.find((face) => face.family === family && face.weight === weight && sameRange(face.range, range))?.file;
  const arabicUsed = used.filter(({ family }) => family === "IBM Plex Sans Arabic").map(fileOf);
  expect(arabicUsed.sort()).toEqual(preloaded.sort());
  // A preload the font request cannot use (no crossorigin: a font is fetched in CORS mode) is a second download.
  expect(downloaded.filter((file) => preloaded.includes(file)).sort()).toEqual(preloaded.sort());
  expect(new Set(downloaded).size).toBe(downloaded.length);
});
