#!/usr/bin/env node
/**
 * Screenshots of the built site at the four widths the design is checked at: node scripts/screenshots.mjs [route…]
 * (by default six pages in each language: home, services, foundation, a service, a legal page and the not-found page;
 * and the Arabic consent banner at 375 and 1280 px).
 * With --cms: the editor's guide's pictures of the CMS (content/guide/), taken with Decap's local backend (read only).
 */
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import chromiumSettings from "./chromium.cjs";

const cms = process.argv.includes("--cms");
const routeArgs = process.argv.slice(2).filter((arg) => arg !== "--cms");
const routes = routeArgs.length
  ? routeArgs
  : ["", "/ar"].flatMap((prefix) =>
      [
        "/",
        "/services/",
        "/foundation/",
        "/services/business-setup-in-dubai-and-the-uae/",
        "/legal/privacy-policy/",
        // Any unknown address: the not-found page.
        "/no-such-page/",
      ].map((route) => `${prefix}${route}`),
    );
const widths = [375, 768, 1280, 1440];
const out = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
// Another worktree may be serving on the default port at the same time.
const port = process.env.SCREENSHOTS_PORT ?? "9123";
fs.mkdirSync(out, { recursive: true });

// Gatsby itself, not npx: killing npx would leave the server running.
const server = spawn(process.execPath, ["node_modules/gatsby/cli.js", "serve", "-p", port], { stdio: "ignore" });
// Ready when it answers: on a busy machine gatsby serve takes longer than a fixed wait.
for (let tries = 0; tries < 120; tries += 1) {
  const up = await fetch(`http://localhost:${port}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const browser = await chromium.launch({
  executablePath: chromiumSettings.chromiumPath,
  args: chromiumSettings.chromiumFlags,
});
/** The CMS at 1280 px: the list of services, a service open in both languages, and its Arabic preview. */
const cmsScreenshots = async () => {
  const guide = path.resolve("content/guide");
  fs.mkdirSync(guide, { recursive: true });
  const backend = spawn(process.execPath, ["node_modules/decap-server/dist/index.js"], {
    env: { ...process.env, PORT: "8081", GIT_REPO_DIRECTORY: process.cwd() },
    stdio: "ignore",
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://localhost:${port}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Services" }).first().waitFor();
    await page.goto(`http://localhost:${port}/admin/#/collections/services`);
    await page.getByText("Business Setup", { exact: false }).first().waitFor();
    await page.screenshot({ path: path.join(guide, "cms-services.png") });
    await page.goto(
      `http://localhost:${port}/admin/#/collections/services/entries/business-setup-in-dubai-and-the-uae`,
    );
    // A page opens with its two languages' forms side by side.
    await page.getByText("Writing in AR").waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(guide, "cms-editor.png") });
    // One form and the preview, in Arabic: what "Toggle i18n" and "Writing in" AR show.
    await page.getByTitle("Toggle i18n").click();
    await page.getByText("Writing in EN").click();
    await page.getByText(/^ar$/i).click();
    await page.frameLocator("#preview-pane").locator('main[dir="rtl"] h1').waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(guide, "cms-preview-ar.png") });
    console.log("content/guide/cms-services.png\ncontent/guide/cms-editor.png\ncontent/guide/cms-preview-ar.png");
  } finally {
    backend.kill();
  }
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
      const name = `${route.replace(/\//g, "_") || "_"}-${width}.png`;
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
} finally {
  await browser.close();
  server.kill();
}
