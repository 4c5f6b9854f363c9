#!/usr/bin/env node
/**
 * Screenshots of the built site at the four widths the design is checked at: node scripts/screenshots.mjs [route…]
 * (by default one page of every template in each language: home, services, foundation, a service, a legal page,
 * the insights, a topic's insights, an insight and the not-found page; and the Arabic consent banner at 375 and
 * 1280 px), and, for the default pages, one contact sheet of them all at 375 and 1440 px in both languages
 * (contact-sheet.png), to review the whole site at a glance. SCREENSHOTS_DIR=docs/screenshots writes them there.
 * With --cms: the editor's guide's pictures of the CMS (content/guide/), taken with Decap's local backend (read only).
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { execFileSync, spawn } from "node:child_process";
import { chromium } from "playwright-core";
import sharp from "sharp";
import chromiumSettings from "./chromium.cjs";

const cms = process.argv.includes("--cms");
/** The local CMS's link to the page (src/cms/local-mode.ts, localViewPage). */
const localViewPage = "View page on this computer";
/** decap-server's API (src/cms/config.ts, localBackendUrl). */
const localBackendApi = "http://localhost:8081/api/v1";
const routeArgs = process.argv.slice(2).filter((arg) => arg !== "--cms");
/** The first page the build wrote under public/<folder>/ (a topic, an insight), whatever the content holds. */
const firstBuilt = (folder, except = []) =>
  fs
    .readdirSync(path.join("public", folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !except.includes(entry.name))
    .map((entry) => `/${folder}/${entry.name}/`)
    .sort()[0];
/** One page of every template, in English. */
const templatePages = () => [
  "/",
  "/services/",
  "/foundation/",
  "/services/business-setup-in-dubai-and-the-uae/",
  "/legal/privacy-policy/",
  "/insights/",
  firstBuilt("insights/topics"),
  firstBuilt("insights", ["topics", "page"]),
  // Any unknown address: the not-found page.
  "/no-such-page/",
];
const routes = routeArgs.length
  ? routeArgs
  : ["", "/ar"].flatMap((prefix) => templatePages().map((route) => `${prefix}${route}`));
const widths = [375, 768, 1280, 1440];
const out = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
// Another worktree may be serving on the default port at the same time.
const port = process.env.SCREENSHOTS_PORT ?? "9123";
fs.mkdirSync(out, { recursive: true });

// Gatsby itself, not npx: killing npx would leave the server running.
const server = spawn(process.execPath, ["node_modules/gatsby/cli.js", "serve", "-p", port], { stdio: "ignore" });
// Until it answers (seconds on a busy machine).
for (let attempt = 0; attempt < 120; attempt++) {
  if (
    await fetch(`http://localhost:${port}/`).then(
      (answer) => answer.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const browser = await chromium.launch({
  executablePath: chromiumSettings.chromiumPath,
  args: chromiumSettings.playwrightFlags,
});
/** decap-server on `dir` (its files, or with `git`, drafts as branches of its repository), stopped by the returned function. */
const startBackend = async (dir, git) => {
  const backend = spawn(process.execPath, ["scripts/lib/decap-server.cjs"], {
    env: { ...process.env, PORT: "8081", GIT_REPO_DIRECTORY: dir, MODE: git ? "git" : "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return () =>
    new Promise((resolve) => (backend.exitCode === null ? (backend.once("exit", resolve), backend.kill()) : resolve()));
};

const guide = path.resolve("content/guide");
const slug = "business-setup-in-dubai-and-the-uae";
/**
 * The words each picture shows an editor: its buttons, links, menu items and field labels (as written, which
 * Decap shows in capitals, without its "(optional)"), and the names of its icon buttons. Written to
 * content/guide/screens.json beside the pictures, where __tests__/docs/editors-guide.test.ts finds every label
 * the guide quotes.
 */
const screenWords = {};
const wordsOn = (page) =>
  page.evaluate(() => {
    const words = new Set();
    const controls =
      'button, a, label, h1, h2, [role="button"], [role="menuitem"], [role="tab"], [title], [role="alert"] > p';
    /** In the picture: not hidden, and at least partly inside the window (the form scrolls inside its pane). */
    const pictured = (element) => {
      const box = element.getBoundingClientRect();
      const inWindow =
        box.bottom > 0 && box.right > 0 && box.top < globalThis.innerHeight && box.left < globalThis.innerWidth;
      return (
        inWindow && box.width > 0 && box.height > 0 && globalThis.getComputedStyle(element).visibility !== "hidden"
      );
    };
    for (const element of globalThis.document.querySelectorAll(controls)) {
      if (!pictured(element)) continue;
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text && text.length <= 80) words.add(text.replace(/ \(optional\)$/, ""));
      const title = element.getAttribute("title");
      if (title) words.add(title);
    }
    return [...words].sort();
  });
/**
 * Decap's top bar links to the site by its address, which here is this script's server on localhost: the
 * pictures leave it out rather than show an address an editor would never open.
 */
const hideSiteAddress = (page) =>
  page.evaluate(() => {
    for (const link of globalThis.document.querySelectorAll("a"))
      if (/^localhost:\d+$/.test(link.textContent.trim())) link.style.visibility = "hidden";
  });
/** `seen`: the words of the same screen a moment before, which the picture's are added to. */
const shoot = async (page, name, seen = []) => {
  // The preview frame repaints a moment after its content changes.
  await page.waitForTimeout(1000);
  await hideSiteAddress(page);
  await page.screenshot({ path: path.join(guide, name) });
  screenWords[name] = [...new Set([...seen, ...(await wordsOn(page))])].sort();
  console.log(`content/guide/${name}`);
};
/** Decap's notices ("Entry saved") fade after a few seconds; the pictures show the page without them. */
const dismissNotices = async (page) => {
  for (const close of await page.locator(".Toastify__close-button").all()) await close.click().catch(() => {});
  await page.locator(".Toastify__toast").first().waitFor({ state: "detached" });
};
const openCms = async (query) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on("dialog", (dialog) => dialog.accept());
  await page.goto(`http://localhost:${port}/admin/${query}`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Services" }).first().waitFor();
  return page;
};
const openEntry = async (page, query) => {
  await page.goto(`http://localhost:${port}/admin/${query}#/collections/services/entries/${slug}`);
  // A page opens with its two languages' forms side by side.
  await page.getByText("Writing in AR").waitFor();
};
/** Scrolls the form (in its own pane) until the English form's `field` is at the top of the window. */
const scrollToField = async (page, field) => {
  await page
    .locator(`label[for^="${field}-field-"]`)
    .first()
    .evaluate((label) => label.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(300);
};
const changeDescription = async (page) => {
  const description = page.getByLabel("Description", { exact: true }).first();
  await description.fill(`${await description.inputValue()} `);
};

/**
 * The editor's guide's pictures of the CMS at 1280 px (content/guide/), the built CMS with Decap's local backend.
 * The live site's steps, as `npm run cms -- --workflow` emulates them on a throw-away repository of content/:
 * the services, a service in both languages, its Arabic preview, a draft with View Preview (the deploy
 * workflow's preview link, which only GitHub gives: here the local site stands in for it), the Workflow
 * board and the Publish menu. Then the local mode's own words (`npm run cms`), on this working tree, unsaved.
 */
const cmsScreenshots = async () => {
  fs.mkdirSync(guide, { recursive: true });
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-screenshots-"));
  fs.cpSync("content", path.join(repo, "content"), { recursive: true });
  const git = (...args) =>
    execFileSync(
      "git",
      ["-c", "user.name=Editor", "-c", "user.email=editor@localhost", "-c", "commit.gpgsign=false", ...args],
      {
        cwd: repo,
      },
    );
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "content");
  let stopBackend = await startBackend(repo, true);
  try {
    const page = await openCms("?workflow");
    await page.route(localBackendApi, (route) =>
      route.request().postDataJSON()?.action === "getDeployPreview"
        ? route.fulfill({ json: { url: `http://localhost:${port}`, status: "success" } })
        : route.continue(),
    );
    await page.goto(`http://localhost:${port}/admin/?workflow#/collections/services`);
    await page.getByText("Business Setup", { exact: false }).first().waitFor();
    await shoot(page, "cms-services.png");
    await openEntry(page, "?workflow");
    await shoot(page, "cms-editor.png");
    // Further down the same form: the review, the cover, the body.
    for (const [field, name] of [
      ["group", "cms-review.png"],
      ["coverImage", "cms-cover.png"],
      ["body", "cms-body.png"],
    ]) {
      await scrollToField(page, field);
      await shoot(page, name);
    }
    // A save refused: the Arabic title left empty (then written back; nothing was saved).
    await scrollToField(page, "title");
    const arabicTitle = page.getByLabel("Title", { exact: true }).nth(1);
    const title = await arabicTitle.inputValue();
    await arabicTitle.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert", { name: "Why the page was not saved" }).waitFor();
    await dismissNotices(page);
    await shoot(page, "cms-refused.png");
    await page
      .getByRole("alert", { name: "Why the page was not saved" })
      .getByRole("button", { name: "Close" })
      .click();
    await arabicTitle.fill(title);
    // One form and the preview, in Arabic: what "Toggle i18n" and "Writing in" AR show.
    await page.getByTitle("Toggle i18n").click();
    await page.getByText("Writing in EN").click();
    await page.getByRole("menuitem", { name: "ar", exact: true }).click();
    await page.frameLocator("#preview-pane").locator('main[dir="rtl"] h1').waitFor();
    await shoot(page, "cms-preview-ar.png");
    // 1. A draft, 2. its preview link.
    await changeDescription(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("link", { name: "View Preview" }).waitFor();
    await dismissNotices(page);
    await shoot(page, "cms-workflow-draft.png");
    // 3. Ready, on the Workflow board; 5. Publish.
    await page.getByRole("button", { name: /^Status:/ }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await page.getByRole("button", { name: "Status: Ready" }).waitFor();
    await dismissNotices(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).waitFor();
    await shoot(page, "cms-workflow-publish.png");
    await page.keyboard.press("Escape");
    // A new insight, scrolled to the fields a service has not, with a source being written.
    // One form beside its preview, as "Toggle i18n" left the editor above.
    await page.goto(`http://localhost:${port}/admin/?workflow#/collections/insights/new`);
    await page.getByText("Writing in EN").waitFor();
    await page.getByRole("button", { name: "Add source" }).first().click();
    await page.getByLabel("Source title", { exact: true }).first().fill("Federal Decree-Law No. 33 of 2021");
    await page
      .getByLabel("Source address", { exact: true })
      .first()
      .fill("https://uaelegislation.gov.ae/en/legislations/1540");
    await scrollToField(page, "author");
    await shoot(page, "cms-insight.png");
    await page.goto(`http://localhost:${port}/admin/?workflow#/workflow`);
    await page.getByText("Ready").first().waitFor();
    await page.getByText("Business Setup", { exact: false }).first().waitFor();
    await dismissNotices(page);
    await shoot(page, "cms-workflow-board.png");
    await page.close();

    // npm run cms: the same change about to be written into content/ (the menu is left unanswered).
    await stopBackend();
    stopBackend = await startBackend(process.cwd(), false);
    const local = await openCms("");
    await openEntry(local, "");
    // Before the change, the page's link ("View page on this computer", which an unsaved change hides).
    await local.getByRole("link", { name: localViewPage }).waitFor();
    await hideSiteAddress(local);
    const beforeTheChange = await wordsOn(local);
    await changeDescription(local);
    await local.getByRole("button", { name: "Save to content/" }).click();
    await local.getByRole("menuitem", { name: "Write the files now" }).waitFor();
    await shoot(local, "cms-local.png", beforeTheChange);
    await local.close();
    fs.writeFileSync(path.join(guide, "screens.json"), `${JSON.stringify(screenWords, null, 2)}\n`);
    console.log("content/guide/screens.json");
  } finally {
    await stopBackend();
    fs.rmSync(repo, { recursive: true, force: true });
  }
};

const fileName = (route, width) => `${route.replace(/\//g, "_") || "_"}-${width}.png`;

/**
 * contact-sheet.png: a row per template, its English and Arabic pages at 375 and 1440 px side by side, each
 * scaled to one tile's width and cut at a tile's height (the top of a long page: what a visitor meets first).
 */
const contactSheet = async () => {
  const tile = { width: 360, height: 1400 };
  const gap = 24;
  const label = 28;
  const columns = ["", "/ar"].flatMap((prefix) => [375, 1440].map((width) => ({ prefix, width })));
  const rows = templatePages();
  const tiles = [];
  for (const [row, route] of rows.entries())
    for (const [column, { prefix, width }] of columns.entries()) {
      const image = await sharp(path.join(out, fileName(`${prefix}${route}`, width)))
        .resize({ width: tile.width })
        .toBuffer({ resolveWithObject: true });
      const height = Math.min(image.info.height, tile.height);
      const left = gap + column * (tile.width + gap);
      const top = gap + row * (tile.height + label + gap);
      const caption = `${prefix}${route} · ${width} px`.replace(/&/g, "&amp;").replace(/</g, "&lt;");
      tiles.push(
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width}" height="${label}"><text x="0" y="19" font-family="sans-serif" font-size="15" fill="#1a2433">${caption}</text></svg>`,
          ),
          left,
          top,
        },
        {
          input: await sharp(image.data).extract({ left: 0, top: 0, width: tile.width, height }).toBuffer(),
          left,
          top: top + label,
        },
      );
    }
  await sharp({
    create: {
      width: gap + columns.length * (tile.width + gap),
      height: gap + rows.length * (tile.height + label + gap),
      channels: 3,
      background: "#d9dee6",
    },
  })
    .composite(tiles)
    .png()
    .toFile(path.join(out, "contact-sheet.png"));
  console.log("contact-sheet.png");
};

try {
  if (cms) await cmsScreenshots();
  for (const width of cms ? [] : widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.route(
      (url) => url.hostname !== "localhost",
      (route) => route.abort(),
    );
    for (const route of routes) {
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: "networkidle" });
      const overflow = await page.evaluate(
        () => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth,
      );
      // A full-page capture does not scroll, so pictures far below the first screen would stay unloaded (lazy):
      // load them as a visitor's scroll would, then wait for them.
      await page.evaluate(() =>
        Promise.all(
          [...globalThis.document.querySelectorAll('img[loading="lazy"]')].map((image) => {
            image.loading = "eager";
            return image.decode().catch(() => {});
          }),
        ),
      );
      const name = fileName(route, width);
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(`${name}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ""}`);
    }
    await page.close();
  }
  // The consent banner in Arabic, as a first-time visitor sees it (it hides from automation otherwise).
  for (const width of cms || routeArgs.length ? [] : [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(() =>
      Object.defineProperty(globalThis.Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    );
    const page = await context.newPage();
    await page.route(
      (url) => url.hostname !== "localhost",
      (route) => route.abort(),
    );
    await page.goto(`http://localhost:${port}/ar/`, { waitUntil: "networkidle" });
    await page.locator("#cc-main .cm").waitFor({ state: "visible" });
    const name = `_ar_-banner-${width}.png`;
    await page.screenshot({ path: path.join(out, name) });
    console.log(name);
    await context.close();
  }
  if (!cms && !routeArgs.length) await contactSheet();
} finally {
  await browser.close();
  server.kill();
}
