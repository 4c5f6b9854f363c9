#!/usr/bin/env node
/** Screenshots of the built site at the four widths the design is checked at: node scripts/screenshots.mjs [route…] */
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import chromiumSettings from "./chromium.cjs";

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/services/", "/foundation/", "/services/business-setup-in-dubai-and-the-uae/", "/legal/terms/"];
const widths = [375, 768, 1280, 1440];
const out = path.resolve(process.env.SCREENSHOTS_DIR ?? "screenshots");
// Another worktree may be serving on the default port at the same time.
const port = process.env.SCREENSHOTS_PORT ?? "9123";
fs.mkdirSync(out, { recursive: true });

const server = spawn("npx", ["gatsby", "serve", "-p", port], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 4000));
const browser = await chromium.launch({
  executablePath: chromiumSettings.chromiumPath,
  args: chromiumSettings.chromiumFlags,
});
try {
  for (const width of widths) {
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
} finally {
  await browser.close();
  server.kill();
}
