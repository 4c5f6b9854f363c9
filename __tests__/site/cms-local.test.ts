import { type ChildProcess, spawn } from "child_process";
import fs from "fs";
import path from "path";
import { stripVTControlCharacters } from "util";
import type { Browser, Page } from "playwright-core";
import { contentFolder } from "../../src/content-model";
import { localBackendUrl } from "../../src/cms/config";
import { siteFrontmatter } from "../../src/cms/format";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { localSaved, localSaveButton, localSaveNow, localViewPage } from "../../src/cms/local-mode";
import { routes } from "../../src/lib/routes";
import { launchBrowser, openSite, watchErrors } from "./support/browser";
import { freePort } from "./support/server";

/**
 * `npm run cms` as an editor uses it: scripts/cms.mjs itself (gatsby develop and decap-server) on a
 * copy of the site, and Chromium. The site under gatsby develop hydrates without React's errors,
 * in English and Arabic; a first visit once the script gives the address waits for no page query
 * (Gatsby shows "Preparing requested page" meanwhile); the CMS says that a save writes files on this computer and
 * opens the local page; the Arabic preview is clear of the editor's floating buttons; after a save
 * the form and the preview are in one language.
 * Then, in the same gatsby develop (one is enough for the suite: each costs a core for a minute), develop reads
 * content/ again when a file changes (gatsby-node's watcher): an Arabic page takes its English page's new cover
 * though its own file did not change, and an edit the build would refuse is reported naming the file and the
 * field, its page gone until the file is made good, asked through develop's GraphQL endpoint.
 */
import { copySite } from "./support/site-copy";
import { settled } from "./support/settled";

jest.setTimeout(600_000);

/** How long gatsby develop may take to read a changed file again, on a busy machine. */
const developTimeout = 60_000;

const slug = "business-setup-in-dubai-and-the-uae";
const readyLine = /^Ready: edit content\/ through the CMS at (http:\/\/localhost:\d+)\/admin\//m;

let site: string;
let cms: ChildProcess;
let origin: string;
let browser: Browser;
let output = "";

beforeAll(async () => {
  site = copySite("cms-local-");
  // As on an editor's computer, in CI too: Gatsby turns its query on demand (and loading indicator) off there.
  // Not jest's NODE_ENV=test, under which Gatsby's webpack compiles nothing.
  const { NODE_ENV, ...env } = process.env;
  const started = Date.now();
  cms = spawn(process.execPath, [path.join(site, "scripts/cms.mjs"), "--port", String(await freePort())], {
    cwd: site,
    env: { ...env, NO_COLOR: "1", GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = readyLine.exec(output);
      if (ready) resolve(ready[1]);
    };
    cms.stdout!.on("data", read);
    cms.stderr!.on("data", read);
    cms.once("exit", (code) => reject(new Error(`npm run cms stopped (${code}) before it was ready:\n${output}`)));
  });
  console.log(`npm run cms was ready in ${Math.round((Date.now() - started) / 1000)} s`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (cms && cms.exitCode === null) {
    const stopped = new Promise((resolve) => cms.once("exit", resolve));
    cms.kill("SIGINT");
    await stopped;
  }
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

/** A fresh visitor's tab that reaches only the local site (and the local backend, for the CMS). */
const openTab = async () => {
  const { context, offsiteRequests } = await openSite(browser, origin, {
    viewport: { width: 1280, height: 800 },
    alsoAllow: [new URL(localBackendUrl).origin],
  });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), offsiteRequests };
};

/** What gatsby develop prints when a request made it run a page's query (its "Preparing requested page" meanwhile). */
const queryRunOnRequest = /Writing page-data\.json/;

test("every page under gatsby develop, English and Arabic, hydrates without an error, and a first visit waits for no page query", async () => {
  const pages = ["/", "/ar/", routes.service(slug), `/ar${routes.service(slug)}`, "/ar/legal/terms/"];
  const printedBefore = output.length;
  // One visitor, a fresh tab per page. Each tab loads the development bundle (megabytes) again: the context's offsite
  // guard intercepts every request, and Playwright keeps the browser's cache off while it does (support/browser.ts).
  const { context, offsiteRequests } = await openSite(browser, origin, { viewport: { width: 1280, height: 800 } });
  try {
    for (const route of pages) {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${origin}${route}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Gatsby renders its loading indicator once the page has hydrated: the moment a wrong hydration shows.
      await page.locator("#query-on-demand-indicator-element").waitFor({ state: "attached" });
      await page.waitForTimeout(500);
      expect({ route, errors }).toEqual({ route, errors: [] });
      expect({ route, offsiteRequests }).toEqual({ route, offsiteRequests: [] });
      await page.close();
    }
  } finally {
    await context.close();
  }
  // scripts/cms.mjs gave the address once every page's query had run: no visit waited for one.
  expect(output.slice(printedBefore)).not.toMatch(queryRunOnRequest);
});

/** The CMS at /admin/ of `npm run cms`, logged in to the local backend, at `hash`. */
const openCms = async (hash: string) => {
  const tab = await openTab();
  await tab.page.goto(`${origin}${routes.cms}`);
  await tab.page.getByRole("button", { name: "Login" }).click();
  await tab.page.getByRole("link", { name: "Services" }).first().waitFor();
  await tab.page.goto(`${origin}${routes.cms}#${hash}`);
  return tab;
};

/** One form beside the preview, in `lang` (Decap opens both languages' forms side by side). */
const oneFormWithPreviewIn = async (page: Page, lang: "en" | "ar") => {
  await page.getByText("Writing in AR").waitFor();
  await page.getByTitle("Toggle i18n").click();
  if (lang === "ar") {
    await page.getByText("Writing in EN").click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
  }
  await page.frameLocator("#preview-pane").locator(`main[lang="${lang}"] h1`).waitFor();
};

const fileOf = (lang: "en" | "ar") => path.join(site, contentFolder("service", lang), `${slug}.mdx`);

const saveNow = async (page: Page) => {
  await page.getByRole("button", { name: localSaveButton }).click();
  await page.getByRole("menuitem", { name: localSaveNow }).click();
  await page.getByRole("button", { name: localSaved }).waitFor();
};

test("locally the CMS says a save writes files on this computer, and its page link opens the local page", async () => {
  const { context, page, errors } = await openCms(`/collections/services/entries/${slug}`);
  try {
    await oneFormWithPreviewIn(page, "en");
    // Nothing says Publish: the buttons, and the link to the page, say what happens on this computer.
    await page.getByRole("button", { name: localSaved }).waitFor();
    await expect(page.getByRole("button", { name: /publish/i }).count()).resolves.toBe(0);
    const viewPage = page.getByRole("link", { name: localViewPage });
    await expect(viewPage.getAttribute("href")).resolves.toBe(`${origin}${routes.service(slug)}`);

    const before = fs.readFileSync(fileOf("en"), "utf8");
    const description =
      "A new description an editor wrote for the business set-up service in Dubai and the UAE, long enough to keep the build's rule of 110 to 160.";
    await page.getByLabel("Description", { exact: true }).fill(description);
    await saveNow(page);
    await page.getByText("Written into content/ on this computer. Nothing is published").waitFor();
    const after = fs.readFileSync(fileOf("en"), "utf8");
    expect(after).not.toBe(before);
    expect(siteFrontmatter.fromFile(after)).toMatchObject({ description });

    // The link opens the page gatsby develop serves from the file just written.
    // (once it has read the file again, which takes a while on a busy machine: the editor reloads, as here).
    const [localPage] = await Promise.all([context.waitForEvent("page"), viewPage.click()]);
    const shows = () =>
      localPage
        .getByText(description)
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
    for (let attempt = 1; attempt < 12 && !(await shows()); attempt++) await localPage.reload();
    await localPage.getByText(description).waitFor({ timeout: 10_000 });
    expect(localPage.url()).toBe(`${origin}${routes.service(slug)}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the Arabic preview's right-aligned heading is clear of the editor's floating buttons", async () => {
  const { context, page } = await openCms(`/collections/services/entries/${slug}`);
  try {
    await oneFormWithPreviewIn(page, "ar");
    const frame = page.locator("#preview-pane");
    /** The buttons over the heading's letters (not its box, which spans the column), in the page's coordinates. */
    const buttonsOverHeading = async () => {
      const frameBox = (await frame.boundingBox())!;
      const letters = await page
        .frameLocator("#preview-pane")
        .locator("main h1")
        .first()
        .evaluate((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const { left, right, top, bottom } = range.getBoundingClientRect();
          return { left, right, top, bottom };
        });
      const heading = {
        left: frameBox.x + letters.left,
        right: frameBox.x + letters.right,
        top: frameBox.y + letters.top,
        bottom: frameBox.y + letters.bottom,
      };
      expect(heading.right).toBeGreaterThan(frameBox.x + frameBox.width / 2);
      const over: string[] = [];
      for (const title of ["Toggle i18n", "Toggle preview", "Sync scrolling"]) {
        const button = (await page.getByTitle(title).boundingBox())!;
        if (
          button.x < heading.right &&
          heading.left < button.x + button.width &&
          button.y < heading.bottom &&
          heading.top < button.y + button.height
        )
          over.push(title);
      }
      return over;
    };
    // The frame's stylesheet (cms.css) may still be loading on a busy machine: measured again until the layout settles.
    let over = await buttonsOverHeading();
    for (let waited = 0; over.length > 0 && waited < 10_000; waited += 250) {
      await page.waitForTimeout(250);
      over = await buttonsOverHeading();
    }
    expect(over).toEqual([]);
  } finally {
    await context.close();
  }
});

test("after saving in Arabic the form and the preview show one language", async () => {
  const { context, page, errors } = await openCms(`/collections/services/entries/${slug}`);
  try {
    await oneFormWithPreviewIn(page, "ar");
    const arabicBefore = fs.readFileSync(fileOf("ar"), "utf8");
    const title = page.getByLabel("Title", { exact: true });
    await title.fill(`${await title.inputValue()} ٢٠٢٦`);
    await saveNow(page);
    expect(fs.readFileSync(fileOf("ar"), "utf8")).not.toBe(arabicBefore);

    const writingIn = async () => (await page.getByText(/^Writing in [A-Z]+$/).textContent())!.slice(-2).toLowerCase();
    const previewLang = () => page.frameLocator("#preview-pane").locator("main").getAttribute("lang");
    // Decap switches the form to English to check it before saving; the preview follows it there.
    const languages = async () => [await writingIn(), await previewLang()];
    await expect(settled(languages, ["en", "en"], 10_000)).resolves.toEqual(["en", "en"]);
    // And the editor goes back to the Arabic as before, both together.
    await page.getByText("Writing in EN").click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
    await expect(settled(languages, ["ar", "ar"], 10_000)).resolves.toEqual(["ar", "ar"]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The cover of each language's node of the service, as a page's query reads it now; null for no node. */
const covers = async () => {
  const cover = (lang: "en" | "ar") =>
    `${lang}: mdxService(sourceFile: { eq: "${contentFolder("service", lang)}/${slug}.mdx" }) { coverImage { relativePath } }`;
  const response = await fetch(`${origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ ${cover("en")} ${cover("ar")} }` }),
  });
  const { data } = (await response.json()) as {
    data: Record<"en" | "ar", { coverImage: { relativePath: string } } | null>;
  };
  return { en: data.en?.coverImage.relativePath ?? null, ar: data.ar?.coverImage.relativePath ?? null };
};

/** Printed text without its line breaks, spaces and terminal codes: develop's reporter wraps an error to the terminal's width. */
const unwrapped = (text: string) => stripVTControlCharacters(text).replace(/\s+/g, "");

/** A picture of content/images/ the service does not use. */
const otherCover = "immigration-services-under-uae-law.jpg";
const withCover = (text: string, cover: string) => text.replace(/^coverImage: .*$/m, `coverImage: ${cover}`);
const both = (cover: string | null) => ({ en: cover, ar: cover });

test("under gatsby develop, the Arabic page takes the English page's new cover, its own file unchanged", async () => {
  const before = fs.readFileSync(fileOf("en"), "utf8");
  const cover = readFrontmatter(before).data.coverImage as string;
  expect(await covers()).toEqual(both(cover));
  fs.writeFileSync(fileOf("en"), withCover(before, otherCover));
  try {
    await expect(settled(covers, both(otherCover), developTimeout, 250)).resolves.toEqual(both(otherCover));
  } finally {
    fs.writeFileSync(fileOf("en"), before);
  }
  await expect(settled(covers, both(cover), developTimeout, 250)).resolves.toEqual(both(cover));
});

test("under gatsby develop, an edit the build would refuse is reported, naming the file and the field; its pages come back once it is made good", async () => {
  const before = fs.readFileSync(fileOf("en"), "utf8");
  const cover = readFrontmatter(before).data.coverImage as string;
  const printedBefore = output.length;
  fs.writeFileSync(fileOf("en"), withCover(before, "no-such-cover.jpg"));
  try {
    const refusal = `${contentFolder("service", "en")}/${slug}.mdx: coverImage "no-such-cover.jpg"`;
    const printed = async () => unwrapped(output.slice(printedBefore));
    await settled(async () => (await printed()).includes(unwrapped(refusal)), true, developTimeout, 250);
    expect(await printed()).toContain(unwrapped(refusal));
    // No page is made of a refused document, nor of its translation, as `gatsby build` would stop on it.
    await expect(settled(covers, both(null), developTimeout, 250)).resolves.toEqual(both(null));
  } finally {
    fs.writeFileSync(fileOf("en"), before);
  }
  await expect(settled(covers, both(cover), developTimeout, 250)).resolves.toEqual(both(cover));
});
