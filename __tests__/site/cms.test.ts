import { spawn } from "child_process";
import fs from "fs";
import path from "path";
import { isDeepStrictEqual } from "util";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import {
  contentFolder,
  contentKinds,
  contentModel,
  kindOfFolder,
  maxFieldLength,
  minimumImageWidth,
} from "../../src/content-model";
import { contentCheckMessages } from "../../src/content-pipeline/build-messages";
import { cmsConfig, localBackendUrl, mediaFolder } from "../../src/cms/config";
import { siteFrontmatter, sourceField } from "../../src/cms/format";
import { languages, localizedPath } from "../../src/languages";
import { checkContent, type ImageFacts } from "../../src/content-pipeline/field-checks";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { routes } from "../../src/lib/routes";
import { insightRoutes } from "../../src/lib/insight-routes";
import { checkTranslation } from "../../src/content-pipeline/translation-checks";
import { cmsContentSecurityPolicy } from "../../src/build/security-headers";
import { launchBrowser } from "./support/browser";
import { closeCmsTest, fileText, openCms as openCmsAt, saveAndRead, saveInLocalCms } from "./support/cms-page";
import { localSaveButton } from "../../src/cms/local-mode";
import { type LocalBackend, startDecapServer } from "./support/decap-server";
import { assertBuilt } from "./support/public";
import { startStaticServer, type StaticServer } from "./support/server";
import {
  realLookingFactsSource,
  realLookingTestimonialsSource,
  reviewedServiceSource,
} from "../support/real-looking-inputs";

/**
 * The CMS at /admin/ as an editor uses it with `npm run cms`: the built CMS, Decap's local
 * backend (decap-server) writing into a throw-away copy of the site, and Chromium. An editor
 * writes a page in both languages (Decap's i18n, content/<folder>/{en,ar}/), and every existing
 * document is saved through the CMS's own serializer: Gatsby must read each the same as before.
 * Then the one real `npm run build:production` of the suite: that copy, filled in as the firm would,
 * builds for upload with the new page in both languages, while the CMS cases that write nothing (refused
 * saves, what the form says) run in the browser. Last, that build's cache proves a warm build behaves like
 * a cold one (the suite's only other builds of a copy stop before compiling anything).
 */
import { copySite, gatsbyCli } from "./support/site-copy";

// The CMS's own file format (src/cms/format.ts): the fields it reads a file as (without the frontmatter as read,
// which it keeps beside them to write back), and writes an entry as.
const readAsCms = (raw: string) => {
  const { [sourceField]: _asRead, ...fields } = siteFrontmatter.fromFile(raw) as Record<string, unknown>;
  return fields;
};

/** A hang guard, not a speed check: a build of the copy took over 6 minutes at load 16 on 2 cores. */
const buildTimeout = 600_000;
jest.setTimeout(buildTimeout + 60_000);

const title = "Arbitration Under DIAC Rules";
const slug = "arbitration-under-diac-rules";
const coverName = `${slug}.jpg`;
const description =
  "Arbitration under the Dubai International Arbitration Centre's rules, from the request for arbitration to enforcing the award in the UAE.";
const arabicTitle = "التحكيم وفق قواعد مركز دبي للتحكيم الدولي";
const arabicDescription =
  "التحكيم وفق قواعد مركز دبي للتحكيم الدولي، من طلب التحكيم حتى تنفيذ حكم التحكيم في دولة الإمارات، مع مشورة واضحة في كل مرحلة من مراحل النزاع.";

let site: string;
let backend: LocalBackend;
let server: StaticServer;
let browser: Browser;
let coverFile: string;
/** A cover too narrow for the build (src/content-model.ts, minimumImageWidth). */
let narrowCoverFile: string;

/** Every document of the copy, in every language: content/<folder>/<language>/<slug>.mdx. */
const documents = () =>
  contentKinds.flatMap((kind) =>
    languages.flatMap((lang) => {
      const folder = contentFolder(kind, lang);
      return fs.readdirSync(path.join(site, folder)).map((file) => path.join(folder, file));
    }),
  );

/**
 * Saves a document as the CMS saves a page it has no earlier text of (a new page): parsed and written back by its
 * serializer, keys in the collection's field order. Says whether the file's bytes changed (quotes, line folding…).
 */
const saveThroughCms = (file: string): boolean => {
  const kind = kindOfFolder(file.split(path.sep)[1])!;
  const collection = cmsConfig({ local: true }).collections.find((c) => c.name === contentModel[kind].folder)!;
  const sortedKeys = collection.fields!.map(({ name }) => name);
  const full = path.join(site, file);
  const before = fs.readFileSync(full, "utf8");
  const after = siteFrontmatter.toFile(readAsCms(before), sortedKeys);
  fs.writeFileSync(full, after);
  return after !== before;
};

beforeAll(async () => {
  assertBuilt();
  site = copySite("cms-");
  coverFile = path.join(site, "upload", coverName);
  fs.mkdirSync(path.dirname(coverFile));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1b2a4a" } })
    .jpeg()
    .toFile(coverFile);
  narrowCoverFile = path.join(site, "upload", "narrow-cover.jpg");
  await sharp({ create: { width: 640, height: 360, channels: 3, background: "#1b2a4a" } })
    .jpeg()
    .toFile(narrowCoverFile);
  backend = await startDecapServer(site);
  // The CMS's production policy, with only the local backend's origin added (production talks to GitHub instead).
  const policy = cmsContentSecurityPolicy().replace(
    "connect-src 'self'",
    `connect-src 'self' ${new URL(localBackendUrl).origin}`,
  );
  server = await startStaticServer((urlPath) =>
    urlPath.startsWith(routes.cms) ? { "Content-Security-Policy": policy } : ({} as Record<string, string>),
  );
  browser = await launchBrowser();
});

/** Stops the builds of the copy still running (a test that failed before awaiting one), before the copy goes. */
const runningBuilds = new Set<() => void>();

afterAll(async () => {
  runningBuilds.forEach((stop) => stop());
  await closeCmsTest({ browser, server, backend, site });
});

const openCms = (hash: string) => openCmsAt(browser, server.origin, backend, hash);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Picks `option` in a react-select widget (Decap's select and relation widgets) labelled `label`. react-select
 * 4.3.1 gives its options no role: each is a div whose id ends in -option-<n>.
 */
const choose = async (page: Page, label: string, search: string, option: RegExp) => {
  await field(page, label).fill(search);
  await page.locator('div[id*="-option-"]').filter({ hasText: option }).first().click();
};

/**
 * A page opens with the English and the Arabic forms side by side (Decap's default). "Toggle i18n"
 * leaves one form, in the language chosen under "Writing in", beside the preview of that language.
 */
const oneFormWithPreview = async (page: Page) => {
  await page.getByText("Writing in AR").waitFor();
  await page.getByTitle("Toggle i18n").click();
  await page.locator("#preview-pane").waitFor();
};

const writeIn = async (page: Page, from: "EN" | "AR", to: "en" | "ar") => {
  await page.getByText(`Writing in ${from}`).click();
  await page.getByRole("menuitem", { name: to, exact: true }).click();
  await page.getByText(`Writing in ${to.toUpperCase()}`).waitFor();
};

/** The problems the build finds in an Arabic file the CMS wrote, checked beside its English page. */
const translationChecks = (
  file: string,
  english: Record<string, unknown>,
  image: (name: string) => ImageFacts | undefined,
) => {
  const kind = kindOfFolder(file.split(path.sep)[1])!;
  const raw = fs.readFileSync(path.join(site, file), "utf8");
  const parsed = readAsCms(raw);
  const frontmatter = Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== "body"));
  return checkTranslation({ kind, file, written: frontmatter, english, raw, image }).problems;
};

const imageIn = (name: string): ImageFacts | undefined =>
  fs.existsSync(path.join(site, mediaFolder, name)) ? { format: "jpeg", width: 1600 } : undefined;

test("an editor creates a service with a cover in English and in Arabic: the files it writes pass the build's checks", async () => {
  const { close, page, errors, violations, offsite } = await openCms("/collections/services/new");
  try {
    // Both languages side by side first; then one form at a time beside its preview.
    await page.getByText("Writing in EN").waitFor();
    await oneFormWithPreview(page);

    await field(page, "Title").fill(title);
    await field(page, "Description").fill(description);
    await field(page, "Last updated").fill("2026-11-20");
    await choose(page, "Practice area", "Disputes", /Disputes and recovery/);
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles(coverFile);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.locator("[data-slate-editor]").click();
    await page.keyboard.type(
      "We act in arbitrations under the DIAC rules.\n\n## What the service is\n\nAdvice on a <FreeCall />.\n\n<BookACall />\n",
    );

    // The preview is the site's own article, styled as the site: the heading, the body's components.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
    await preview.getByText("Advice on a free 60-minute call.").waitFor();
    await preview
      .getByRole("link", { name: /Book A Call/ })
      .first()
      .waitFor();
    const headingFont = await preview
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingFont).toMatch(/serif/i);
    await preview.locator('main[lang="en"][dir="ltr"]').waitFor();

    // The translation: the Arabic form shows only the translated fields (Decap hides the others, i18n "none").
    await writeIn(page, "EN", "ar");
    await expect(page.getByRole("button", { name: "Choose an image" }).isVisible()).resolves.toBe(false);
    await expect(field(page, "Order").isVisible()).resolves.toBe(false);
    await field(page, "Title").fill(arabicTitle);
    await field(page, "Description").fill(arabicDescription);
    await field(page, "Last updated").fill("2026-11-21");
    await page.locator("[data-slate-editor]").click();
    await page.keyboard.type(
      "نتولى قضايا التحكيم وفق قواعد المركز.\n\n## ما هي الخدمة\n\nمشورة في <FreeCall />.\n\n<BookACall />\n",
    );

    // The Arabic preview is the Arabic page: right to left, the Arabic typeface, the English page's cover.
    await preview.locator('main[lang="ar"][dir="rtl"]').waitFor();
    await preview.getByRole("heading", { level: 1, name: arabicTitle }).waitFor();
    await preview.getByRole("heading", { level: 2, name: "ما هي الخدمة" }).waitFor();
    await expect(preview.locator("main img").count()).resolves.toBeGreaterThan(0);
    const frame = await (await page.$("#preview-pane"))!.contentFrame();
    const arabicFont = await frame!.evaluate(async () => ({
      family: getComputedStyle(document.querySelector("h1")!).fontFamily,
      // Resolves with the faces it loaded: none if the font's file could not be fetched (path, CSP).
      loaded: (await document.fonts.load('700 32px "IBM Plex Sans Arabic"', "ع")).length,
    }));
    expect(arabicFont.family).toContain("IBM Plex Sans Arabic");
    expect(arabicFont.loaded).toBeGreaterThan(0);
    await writeIn(page, "AR", "en");
    await preview.locator('main[lang="en"][dir="ltr"]').waitFor();

    const [file, arabicFile] = languages.map((lang) => path.join(contentFolder("service", lang), `${slug}.mdx`));
    const [raw, arabicRaw] = await saveAndRead(page, site, [file, arabicFile]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
    const frontmatter = readAsCms(raw!);
    expect(frontmatter).toMatchObject({ title, description, coverImage: coverName, group: "disputes-and-recovery" });
    expect(fs.existsSync(path.join(site, mediaFolder, coverName))).toBe(true);

    const result = checkContent({
      kind: "service",
      file,
      frontmatter: Object.fromEntries(Object.entries(frontmatter).filter(([key]) => key !== "body")),
      raw: raw!,
      image: imageIn,
    });
    expect(result.problems).toEqual([]);
    expect(result.placeholders).toEqual([]);

    // The Arabic file holds the translated fields and the body, nothing of the English page's own.
    const arabic = readAsCms(arabicRaw!);
    expect(Object.keys(arabic).sort()).toEqual(["body", "date", "description", "title"]);
    expect(arabic).toMatchObject({ title: arabicTitle, description: arabicDescription });
    expect(translationChecks(arabicFile, frontmatter, imageIn)).toEqual([]);
  } finally {
    await close();
  }
});

const insightTitle = "Arbitration Awards Under the New Civil Procedure Rules";
const insightSlug = "arbitration-awards-under-the-new-civil-procedure-rules";
const insightTopic = "legal-consultation-and-representation-in-taxation-law-uae";
const insightSource = {
  title: "Federal Tax Authority: Waiver of Penalties",
  url: "https://tax.gov.ae/en/about.fta/waiver.of.penalties.aspx",
};

test("an editor creates an insight in English with its author, topics and sources: the file passes the build's checks", async () => {
  const { close, page, errors, violations, offsite } = await openCms("/collections/insights/new");
  try {
    await oneFormWithPreview(page);
    await field(page, "Title").fill(insightTitle);
    await field(page, "Summary").fill(description);
    await field(page, "Published").fill("2026-11-20");
    await choose(page, "Author", "Layla", /Layla Al Mansoori/);
    await choose(page, "Topics", "Taxation", /Taxation law consultation/i);
    await page.getByRole("button", { name: /^Add source$/i }).click();
    await field(page, "Source title").fill(insightSource.title);
    await field(page, "Source address").fill(insightSource.url);
    await page.locator("[data-slate-editor]").click();
    await page.keyboard.type("Awards under the new rules.\n\n<BookACall />\n");
    const preview = page.frameLocator("#preview-pane");
    await preview.getByRole("heading", { level: 1, name: insightTitle }).waitFor();
    await preview.getByRole("link", { name: "Layla Al Mansoori" }).waitFor();

    const files = languages.map((lang) => path.join(contentFolder("insight", lang), `${insightSlug}.mdx`));
    const [englishRaw, arabicRaw] = await saveAndRead(page, site, files, { changed: [files[0]] });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
    const services = fs
      .readdirSync(path.join(site, contentFolder("service", "en")))
      .map((name) => name.replace(/\.mdx$/, ""));
    const frontmatter = Object.fromEntries(Object.entries(readAsCms(englishRaw!)).filter(([key]) => key !== "body"));
    const english = {
      frontmatter,
      ...checkContent({
        kind: "insight",
        file: files[0],
        frontmatter,
        raw: englishRaw!,
        image: imageIn,
        topics: services,
      }),
    };
    expect(english.frontmatter).toMatchObject({
      title: insightTitle,
      author: "founder",
      topics: [insightTopic],
      sources: [insightSource],
    });
    expect(english.problems).toEqual([]);
    expect(english.placeholders).toEqual([]);
    // decap-cms-core 3.6.3 writes every locale's file of a new entry (decap-cms#6932); the Arabic form was left
    // blank, so no Arabic file may be written (src/cms/blank-translations.ts): the build would stop on an empty one.
    expect(arabicRaw).toBeNull();
  } finally {
    await close();
  }
});

/** The list of what the build would refuse, which the CMS leaves on the page when it refuses a save (src/cms/refuse-on-save.ts). */
const refusal = (page: Page) => page.getByRole("alert", { name: "Why the page was not saved" });

/** The bytes of a file of the copy, or null when there is none. */
const bytesOf = (file: string) => fileText(site, file);

/** Saves, and expects the save refused, `shown` on the page, and no file of `files` changed. */
const expectRefused = async (page: Page, files: string[], shown: Locator[]) => {
  const before = files.map(bytesOf);
  await saveInLocalCms(page);
  for (const message of shown) await message.waitFor();
  // decap-server would have written by now (an accepted save shows on disk within a second in this file's other tests).
  await page.waitForTimeout(1_000);
  expect(files.map(bytesOf)).toEqual(before);
};

test("in the Arabic form of an update, an editor finds a service to add as a topic by typing part of its Arabic title: the Arabic file gets its file name", async () => {
  const update = "uae-e-invoicing-timeline";
  const added = "business-setup-in-dubai-and-the-uae";
  const files = languages.map((lang) => path.join(contentFolder("insight", lang), `${update}.mdx`));
  const [englishBefore, arabicBefore] = files.map(bytesOf);
  const topicsBefore = readAsCms(arabicBefore!).topics as string[];
  expect(topicsBefore).not.toContain(added);
  const { close, page, errors, violations, offsite } = await openCms(`/collections/insights/entries/${update}`);
  try {
    await oneFormWithPreview(page);
    await writeIn(page, "EN", "ar");
    // The topics already chosen show by their Arabic titles; the one added is typed without its hamza, as many do.
    await page.getByText("الاستشارات والتمثيل القانوني في قانون الضرائب في الإمارات").waitFor();
    await choose(page, "Topics", "تاسيس الشركات", /^تأسيس الشركات في دبي والإمارات/);
    // Back in the English form, the pick is still a change to save (the English topics say it again as they show).
    await writeIn(page, "AR", "en");
    await page.getByText(/^unsaved changes$/i).waitFor();
    const [englishAfter, arabicAfter] = await saveAndRead(page, site, files, { changed: [files[1]] });
    expect(readAsCms(arabicAfter!).topics).toEqual([...topicsBefore, added]);
    // The English page is written again by the CMS's serializer (src/cms/format.ts), and says what it said.
    expect(readAsCms(englishAfter!)).toEqual(readAsCms(englishBefore!));
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
  } finally {
    await close();
  }
});

test("an editor adds a sentence to a service's description in English and in Arabic and saves: each file's diff is that line", async () => {
  // A service whose descriptions have room for the words added (110 to 160 characters).
  const edited = "debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates";
  const files = languages.map((lang) => path.join(contentFolder("service", lang), `${edited}.mdx`));
  const before = files.map((file) => bytesOf(file)!);
  const { close, page } = await openCms(`/collections/services/entries/${edited}`);
  try {
    await oneFormWithPreview(page);
    const added = { en: " Fixed fees.", ar: " أتعاب ثابتة." };
    for (const lang of languages) {
      if (lang !== "en") await writeIn(page, "EN", lang);
      const box = field(page, "Description");
      await box.click();
      // The end of the text, not of the box's first line: a description wraps.
      await box.press("ControlOrMeta+End");
      // At a fast typist's pace (about 12 keys a second). Keys sent with no pause at all outrun Decap's text box,
      // which re-renders the whole preview on each key and drops some of them; no person types that fast.
      await box.pressSequentially(added[lang], { delay: 80 });
      expect((await box.inputValue()).slice(-added[lang].length)).toBe(added[lang]);
      await page.frameLocator("#preview-pane").getByText(added[lang].trim(), { exact: false }).first().waitFor();
    }
    await writeIn(page, "AR", "en");
    const after = await saveAndRead(page, site, files);
    languages.forEach((lang, index) => {
      const [old, now] = [before[index].split("\n"), after[index]!.split("\n")];
      expect(now.length).toBe(old.length);
      const changed = old.flatMap((line, number) => (now[number] === line ? [] : [[line, now[number]]]));
      expect(changed).toHaveLength(1);
      const [[was, is]] = changed;
      expect(was).toMatch(/^description: /);
      expect(is).toBe(was.replace(/("?)$/, `${added[lang]}$1`));
    });
  } finally {
    await close();
  }
});

// The planted fault: what a rich-text editor does to a component (escapes it), in one document.
const plantedFile = path.join(contentFolder("service", "en"), "online-legal-counselling-in-dubai.mdx");
const escapeComponents = (raw: string) => raw.replace("<BookACall />", "\\<BookACall />");

/** The frontmatter and body the build makes the file's page from (gatsby-node.ts reads every file with this reader). */
const asGatsbyReadsIt = (raw: string) => readFrontmatter(raw);

test("every document saved through the CMS reads the same to Gatsby: same frontmatter, same body", () => {
  const existing = documents().filter((file) => !file.endsWith(`${slug}.mdx`));
  expect(existing.length).toBeGreaterThan(20);
  const before = new Map(existing.map((file) => [file, fs.readFileSync(path.join(site, file), "utf8")]));
  const rewritten = existing.filter(saveThroughCms);
  // The serializer writes YAML its own way (no quotes, folded lines), so these really are new bytes.
  expect(rewritten.length).toBeGreaterThan(10);
  const planted = path.join(site, plantedFile);
  const saved = fs.readFileSync(planted, "utf8");
  fs.writeFileSync(planted, escapeComponents(saved));
  expect(fs.readFileSync(planted, "utf8")).not.toBe(saved);

  const readDifferently = existing.filter(
    (file) =>
      !isDeepStrictEqual(
        asGatsbyReadsIt(fs.readFileSync(path.join(site, file), "utf8")),
        asGatsbyReadsIt(before.get(file)!),
      ),
  );
  // Only the planted fault shows: the comparison sees a mangled body, and nothing the CMS wrote differs.
  expect(readDifferently).toEqual([plantedFile]);
  fs.writeFileSync(planted, saved);
});

const SITE_URL = "https://www.qamar-law.ae";

/** A build of the copy in a child process of its own group (Gatsby starts workers), killed with it if it hangs. */
const startBuild = (args: string[]) => {
  const child = spawn(process.execPath, args, {
    cwd: site,
    env: { ...process.env, CI: "true", NO_COLOR: "1", SITE_URL, GATSBY_GTM_ID: "GTM-K7P2QL9" },
    detached: true,
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output.stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output.stderr += chunk));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  };
  runningBuilds.add(stop);
  const hangGuard = setTimeout(stop, buildTimeout);
  return new Promise<{ status: number | null } & typeof output>((resolve) =>
    child.on("close", (status) => {
      clearTimeout(hangGuard);
      runningBuilds.delete(stop);
      resolve({ status, ...output });
    }),
  );
};
/** Lines of the refusal's list (each problem with its language). */
const inRefusal = (page: Page, messages: string[]) => messages.map((message) => refusal(page).getByText(message));

/**
 * The body's text box, emptied and filled with `text`; resolves once the preview shows `shownInPreview`,
 * so the CMS holds the new text (Decap passes on the box's changes after a pause) before anything is saved.
 */
const writeBody = async (page: Page, text: string, shownInPreview: string) => {
  const body = page.locator("[data-slate-editor]");
  // Slate leaves an empty box with a zero-width no-break space.
  const isEmpty = async () => (await body.innerText()).replace(/[\s\ufeff]/g, "") === "";
  // Typed again when the box lost keys: on a loaded machine Slate drops some of a fast typist's (seen 2 runs in 7).
  for (let attempt = 1; ; attempt++) {
    await body.click();
    // Select all and delete until the box is empty: in a long Arabic body one press often left all but
    // the first paragraph, and the text typed then landed above it.
    for (let presses = 0; presses === 0 || !(await isEmpty()); presses++) {
      if (presses === 5) throw new Error(`the body's box is not empty after ${presses} select-all and delete`);
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Delete");
    }
    await page.keyboard.type(text);
    try {
      await page.frameLocator("#preview-pane").getByText(shownInPreview).first().waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/**
 * The suite's one `npm run build:production` (about a minute and a half of CPU) starts once every test that writes
 * content has saved, the copy filled in as the firm would fill it in; the CMS cases that write nothing run in the
 * browser while it builds.
 */
describe("while the edited site builds for upload", () => {
  let production: ReturnType<typeof startBuild>;

  beforeAll(async () => {
    const edit = (file: string, change: (text: string) => string) =>
      fs.writeFileSync(path.join(site, file), change(fs.readFileSync(path.join(site, file), "utf8")));
    edit("src/site-facts.ts", realLookingFactsSource);
    edit("src/data/testimonials.ts", realLookingTestimonialsSource);
    // The founder's photograph in place of the placeholder: the same picture saved again, without its SAMPLE mark.
    const portrait = path.join(site, "content/images/founder-portrait.jpg");
    fs.writeFileSync(portrait, await sharp(fs.readFileSync(portrait)).jpeg().toBuffer());
    for (const service of fs.readdirSync(path.join(site, contentFolder("service", "en"))))
      edit(path.join(contentFolder("service", "en"), service), reviewedServiceSource);
    // The empty Arabic file the CMS may have written deleted, as the guide says: the English update stands alone.
    fs.rmSync(path.join(site, contentFolder("insight", "ar"), `${insightSlug}.mdx`), { force: true });
    // An insight's review is its own file's, in each language.
    for (const lang of languages)
      for (const insight of fs.readdirSync(path.join(site, contentFolder("insight", lang))))
        edit(path.join(contentFolder("insight", lang), insight), reviewedServiceSource);
    fs.writeFileSync(path.join(site, "static/planted.txt"), "Call us on +971 4 000 0000\n");

    production = startBuild([path.join(site, "scripts/build-production.cjs")]);
  });

  describe("a save the build would refuse is refused, with the build's message, and no file changes (decap-cms#5112)", () => {
    const existing = "online-legal-counselling-in-dubai";
    const existingFiles = languages.map((lang) => path.join(contentFolder("service", lang), `${existing}.mdx`));

    test("a new service with only its English: the Arabic title, description and date are asked for, and nothing is written", async () => {
      const englishOnlySlug = "construction-arbitration-in-dubai";
      const files = languages.map((lang) => path.join(contentFolder("service", lang), `${englishOnlySlug}.mdx`));
      const { close, page } = await openCms("/collections/services/new");
      try {
        await oneFormWithPreview(page);
        await field(page, "Title").fill("Construction Arbitration in Dubai");
        await field(page, "Description").fill(description);
        await field(page, "Last updated").fill("2026-11-20");
        await choose(page, "Practice area", "Property", /Property, construction and energy/);
        await page.getByRole("button", { name: "Choose an image" }).click();
        await page.locator('input[type="file"]').setInputFiles(coverFile);
        await page.getByRole("button", { name: "Choose selected" }).click();
        await writeBody(page, "We act in construction arbitrations.\n", "We act in construction arbitrations.");
        await expectRefused(
          page,
          files,
          inRefusal(page, [
            "Arabic: Title is required in a translation but missing or empty",
            "Arabic: Description is required but missing or empty",
            "Arabic: Last updated is required but missing or empty",
          ]),
        );
        expect(files.map(bytesOf)).toEqual([null, null]);
      } finally {
        await close();
      }
    });

    test("a cover 640 px wide, uploaded: refused at saving in the build's words, its box outlined", async () => {
      const { close, page } = await openCms(`/collections/services/entries/${existing}`);
      try {
        await oneFormWithPreview(page);
        await page.getByRole("button", { name: "Choose different image" }).click();
        await page.locator('input[type="file"]').setInputFiles(narrowCoverFile);
        await page.getByRole("button", { name: "Choose selected" }).click();
        await expectRefused(
          page,
          existingFiles,
          inRefusal(page, [
            `English: Cover image ${contentCheckMessages.imageTooNarrow("narrow-cover.jpg", 640, minimumImageWidth)}`,
          ]),
        );
        const marked = page.locator('[aria-invalid="true"][data-build-verdict]');
        await expect(marked.count()).resolves.toBe(1);
        await expect(marked.getByRole("button", { name: "Choose different image" }).count()).resolves.toBe(1);
      } finally {
        await close();
      }
    });

    test("an update's source over http://: refused at saving in the build's words", async () => {
      const { close, page } = await openCms("/collections/insights/new");
      try {
        await oneFormWithPreview(page);
        await field(page, "Title").fill("Waiver of late-registration penalties");
        await field(page, "Summary").fill(description);
        await field(page, "Published").fill("2026-11-20");
        await choose(page, "Author", "Layla", /Layla Al Mansoori/);
        await choose(page, "Topics", "Taxation", /Taxation law consultation/i);
        await page.getByRole("button", { name: /^Add source$/i }).click();
        await field(page, "Source title").fill(insightSource.title);
        await field(page, "Source address").fill("http://tax.gov.ae/en/waiver");
        await writeBody(page, "Penalties are waived.\n", "Penalties are waived.");
        const file = path.join(contentFolder("insight", "en"), "waiver-of-late-registration-penalties.mdx");
        await expectRefused(
          page,
          [file],
          inRefusal(page, [`English: S${contentCheckMessages.sourceAddressNotHttps(1).slice(1)}`]),
        );
        expect(bytesOf(file)).toBeNull();
      } finally {
        await close();
      }
    });

    test("an existing service whose Arabic description is emptied", async () => {
      const { close, page } = await openCms(`/collections/services/entries/${existing}`);
      try {
        await oneFormWithPreview(page);
        await writeIn(page, "EN", "ar");
        await field(page, "Description").fill("");
        await writeIn(page, "AR", "en");
        await expectRefused(
          page,
          existingFiles,
          inRefusal(page, ["Arabic: Description is required but missing or empty"]),
        );
      } finally {
        await close();
      }
    });

    test("four mistakes at once (a javascript: link in the body, a 1,136-character summary, an empty Arabic title, an http:// source): one save lists every one and outlines each box, beside the forms, at 1280 and 1440 px", async () => {
      const update = "uae-e-invoicing-timeline";
      const files = languages.map((lang) => path.join(contentFolder("insight", lang), `${update}.mdx`));
      const { close, page } = await openCms(`/collections/insights/entries/${update}`);
      try {
        // Both forms side by side: English on the left, Arabic on the right.
        await page.getByText("Writing in AR").waitFor();
        const englishBody = page.locator("[data-slate-editor]").first();
        await englishBody.click();
        await page.keyboard.press("ControlOrMeta+End");
        await page.keyboard.type("\n\nRead [our terms](javascript:alert(1)).\n");
        const summary = field(page, "Summary").first();
        await summary.fill("x".repeat(1_136));
        const arabicTitle = field(page, "Title").nth(1);
        await arabicTitle.fill("");
        await page
          .getByRole("button", { name: /^Add source$/i })
          .first()
          .click();
        // The new source opens below the five collapsed ones; each of its boxes is the only one shown of its name.
        await page.locator('input[id^="title-field-"]:visible').nth(1).fill("Federal Tax Authority");
        const address = page.locator('input[id^="url-field-"]:visible').first();
        await address.fill("http://tax.gov.ae/en/waiver");
        await expectRefused(
          page,
          files,
          inRefusal(page, [
            `English: Summary ${contentCheckMessages.tooLongText(1_136, maxFieldLength.multiline)}`,
            `English: S${contentCheckMessages.sourceAddressNotHttps(6).slice(1)}`,
            'at "Read [our terms](javascript:alert(1)).": link "javascript:alert(1)" is not allowed',
            `Arabic: Title ${contentCheckMessages.required()}`,
          ]),
        );
        await expect(refusal(page).locator("li").count()).resolves.toBe(4);
        const outlined = async (box: Locator) => (await box.getAttribute("aria-invalid")) === "true";
        const marked = page.locator('[aria-invalid="true"][data-build-verdict]');
        await expect(marked.count()).resolves.toBe(4);
        await expect(Promise.all([summary, arabicTitle, address].map(outlined))).resolves.toEqual([true, true, true]);
        await expect(marked.locator("[data-slate-editor]").count()).resolves.toBe(1);
        for (const width of [1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const [list, save, arabicForm, englishTitle] = await Promise.all(
            [
              refusal(page),
              page.getByRole("button", { name: localSaveButton }),
              arabicTitle,
              field(page, "Title").first(),
            ].map(async (element) => (await element.boundingBox())!),
          );
          const overlap = (a: typeof list, b: typeof list) =>
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap(list, save)).toBe(false);
          // Above the English form, in its flow, and left of the Arabic one.
          expect(list.y + list.height).toBeLessThanOrEqual(englishTitle.y);
          expect(list.x + list.width).toBeLessThanOrEqual(arabicForm.x);
        }
        // Close takes the list away; the outlines stay until the box changes.
        await refusal(page).getByRole("button", { name: "Close" }).click();
        await expect(refusal(page).count()).resolves.toBe(0);
        await expect(marked.count()).resolves.toBe(4);
        await summary.fill("What changed and for whom.");
        await expect(outlined(summary)).resolves.toBe(false);
        await expect(marked.count()).resolves.toBe(3);
      } finally {
        await close();
      }
    });
  });

  test("an address typed while an update is open opens that service, with its own fields, not the update's", async () => {
    const service = "debts-recovery-services-and-cheques-bounced-in-dubai-united-arab-emirates";
    const { title, description } = readAsCms(bytesOf(path.join(contentFolder("service", "en"), `${service}.mdx`))!);
    const { close, page } = await openCms("/collections/insights/entries/uae-e-invoicing-timeline");
    try {
      await page.getByText("Writing in AR").waitFor();
      await page.goto(page.url().replace(/#.*/, `#/collections/services/entries/${service}`));
      await page.getByText("Writing in Services collection").waitFor();
      await page.waitForFunction(
        (expected) => (document.querySelector<HTMLInputElement>('input[id^="title-field-"]')?.value ?? "") === expected,
        title,
      );
      // The service's own description too, not the update's summary.
      await expect(field(page, "Description").first().inputValue()).resolves.toBe(description);
    } finally {
      await close();
    }
  });

  test("the form tells the truth: a blank page is not 'saved', days are YYYY-MM-DD, the legal review is not marked optional", async () => {
    const { close, page } = await openCms("/collections/services/new");
    try {
      await oneFormWithPreview(page);
      await page.getByText("No unsaved changes").waitFor();
      await expect(page.getByText("Changes saved", { exact: true }).count()).resolves.toBe(0);
      const day = field(page, "Last updated");
      await expect(day.getAttribute("type")).resolves.toBe("text");
      await day.fill("2026-11-20");
      await expect(day.inputValue()).resolves.toBe("2026-11-20");
      await expect(page.getByText("UTC", { exact: true }).count()).resolves.toBe(0);
      // What is shown of each label (Decap writes labels in capitals, with CSS).
      const labelText = (name: string) => page.locator("label", { hasText: name }).first().innerText();
      await expect(labelText("Legal review date")).resolves.toMatch(/^Legal review date$/i);
      await expect(labelText("Reviewed by")).resolves.toMatch(/^Reviewed by$/i);
      await expect(labelText("Order")).resolves.toMatch(/^Order \(optional\)$/i);
      await page.getByText("Required before going live; filled in by a lawyer of the firm.").first().waitFor();
    } finally {
      await close();
    }
  });

  test("saving a service without a required field is refused, naming the field, and writes nothing", async () => {
    const { close, page } = await openCms("/collections/services/new");
    try {
      await oneFormWithPreview(page);
      await field(page, "Title").fill("Unfinished Service");
      await saveInLocalCms(page);
      await page.getByText("Description is required.").waitFor();
      for (const lang of languages) {
        expect(fs.existsSync(path.join(site, contentFolder("service", lang), "unfinished-service.mdx"))).toBe(false);
      }
    } finally {
      await close();
    }
  });

  test("the edited site, filled in as the firm would, builds for upload with the new page in both languages; a sample planted in public/ stops the upload, named", async () => {
    const result = await production;

    // The inputs passed and Gatsby built; only the check of the built tree refused, naming the one planted file.
    expect(result.stderr).not.toMatch(/Not building for production/);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Built, but not for upload: 1 problem to fix first.\n  - public/planted.txt: "+971 4 000 0000" (a shipped sample)\n',
    );
    const built = (file: string) => fs.readFileSync(path.join(site, "public", file), "utf8");
    const mainOf = (route: string) => /<main[\s\S]*<\/main>/.exec(built(path.join(route, "index.html")))?.[0];
    expect(mainOf(routes.service(slug))).toContain(title);
    expect(built("services/index.html")).toContain(`href="${routes.service(slug)}"`);
    const arabicRoute = localizedPath("ar", routes.service(slug));
    expect(mainOf(arabicRoute)).toContain(arabicTitle);
    expect(built(path.join(localizedPath("ar", routes.services), "index.html"))).toContain(`href="${arabicRoute}"`);
    // The insight made in the CMS is published in English alone: listed, on its topic, no hreflang, no alternates.
    const insightRoute = insightRoutes.insight(insightSlug);
    expect(mainOf(insightRoute)).toContain(insightTitle);
    // No <link rel="alternate" hreflang>; the language switch (an <a hrefLang>) leads to the Arabic list instead.
    expect(built(path.join(insightRoute, "index.html"))).not.toMatch(/<link[^>]*hreflang=/i);
    expect(built(path.join(insightRoute, "index.html"))).toMatch(/<a href="\/ar\/insights\/" hrefLang="ar"/);
    expect(fs.existsSync(path.join(site, "public", localizedPath("ar", insightRoute)))).toBe(false);
    expect(built("insights/index.html")).toContain(`href="${insightRoute}"`);
    expect(built(path.join(insightRoutes.topic(insightTopic), "index.html"))).toContain(`href="${insightRoute}"`);
    const sitemapEntry = built("sitemap-0.xml")
      .split("<url>")
      .find((chunk) => chunk.includes(`<loc>${SITE_URL}${insightRoute}</loc>`));
    expect(sitemapEntry).toBeDefined();
    expect(sitemapEntry).not.toContain("xhtml:link");
    expect(built("insights/rss.xml")).toContain(`<link>${SITE_URL}${insightRoute}</link>`);
    // The CMS is configured for the base URL the site is built for, not the facts' own.
    expect(built("admin/cms.js")).toContain(`"${SITE_URL}"`);
    // React separates text parts with <!-- --> in prerendered HTML.
    expect(built("index.html").replace(/<!-- -->/g, "")).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/reviews\/data=oliver-p"[^>]*>Review on <bdi[^>]*>Google<\/bdi>, <time dateTime="2026-02-14">February 14, 2026<\/time><\/a>/,
    );
  });
});

/**
 * A build with Gatsby's cache from an earlier build (as `gatsby develop` leaves it, and as CI restores .cache and
 * public/) must behave like a cold one: an Arabic page shows what it takes from its English page as the English page
 * is now, and content the build refuses stops it, naming the file, even when the file itself did not change. The
 * cache is the one build:production's `gatsby build` just left in the copy; the environment is the same, so webpack's
 * cache holds and only the content is built again.
 */
describe("a warm build of the copy behaves like a cold one", () => {
  const service = "business-setup-in-dubai-and-the-uae";
  /** A service an insight names as its topic (uae-e-invoicing-timeline, in both languages). */
  const removedService = "legal-consultation-and-representation-in-taxation-law-uae";
  const insight = "uae-e-invoicing-timeline";
  /** A cover no page uses yet: the English service takes it. */
  const newCover = "warm-build-cover.jpg";

  const warmBuild = async () => {
    const { status, stdout, stderr } = await startBuild([gatsbyCli, "build"]);
    return { status, output: `${stdout}\n${stderr}` };
  };

  test("after the English cover changes, a warm build shows the new cover on the Arabic page", async () => {
    expect(fs.existsSync(path.join(site, ".cache/webpack"))).toBe(true);
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#24405c" } })
      .jpeg()
      .toFile(path.join(site, "content/images", newCover));
    const english = path.join(site, contentFolder("service", "en"), `${service}.mdx`);
    fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace(/^coverImage: .*$/m, `coverImage: ${newCover}`));
    const build = await warmBuild();
    expect(build.output).not.toMatch(/Content error/);
    expect(build.status).toBe(0);
    const arabicPage = fs.readFileSync(
      path.join(site, "public", localizedPath("ar", routes.service(service)), "index.html"),
      "utf8",
    );
    expect(/<img src="([^"]+)"/.exec(arabicPage)?.[1]).toMatch(new RegExp(`/${newCover.replace(/\.jpg$/, "")}\\.jpg$`));
  });

  describe("no content file changes: the cover is made too narrow, and a service an insight names is taken away", () => {
    let build: Awaited<ReturnType<typeof warmBuild>>;
    beforeAll(async () => {
      const cover = path.join(site, "content/images", newCover);
      fs.writeFileSync(
        cover,
        await sharp(cover)
          .resize({ width: minimumImageWidth - 400 })
          .jpeg()
          .toBuffer(),
      );
      for (const lang of languages) fs.rmSync(path.join(site, contentFolder("service", lang), `${removedService}.mdx`));
      build = await warmBuild();
    });

    test("a warm build stops on a cover made too narrow, naming the file that uses it", () => {
      expect(build.status).not.toBe(0);
      expect(build.output).toContain(
        `${contentFolder("service", "en")}/${service}.mdx: coverImage "${newCover}" is ${minimumImageWidth - 400} px wide`,
      );
    });

    test("a warm build stops on an insight whose topic names a service taken away, naming the insight", () => {
      expect(build.output).toMatch(
        new RegExp(`${contentFolder("insight", "en")}/${insight}\\.mdx: topics .*${removedService}`),
      );
    });
  });
});
