#!/usr/bin/env node
/* global window */
/**
 * Blocking time of two builds, side by side: node scripts/bench-blocking.mjs <public-a> <public-b> [--loads N] [route…]
 * Serves each folder on localhost, loads each route in Chromium with the CPU slowed 4× (as Lighthouse
 * simulates a phone) at a phone viewport, alternating the two builds, and sums, over the long tasks after
 * first contentful paint, their time beyond 50 ms (Lighthouse's TBT rule, measured, not simulated).
 * Prints the median per build and route with the load average. For before/after comparisons of a change:
 * build the old commit in a worktree, then pass both public/ folders.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import chromiumSettings from "./chromium.cjs";
import { median } from "./bench-report.mjs";

const args = process.argv.slice(2);
const loadsAt = args.indexOf("--loads");
const loads = loadsAt >= 0 ? Number(args[loadsAt + 1]) : 5;
const positional = args.filter((arg, i) => arg !== "--loads" && i !== loadsAt + 1);
const [dirA, dirB, ...routeArgs] = positional;
if (!dirA || !dirB) {
  console.error("Usage: node scripts/bench-blocking.mjs <public-a> <public-b> [--loads N] [route…]");
  process.exit(1);
}
const routes = routeArgs.length ? routeArgs : ["/", "/services/business-setup-in-dubai-and-the-uae/"];
const types = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json", ".css": "text/css" };

const serve = (dir) =>
  new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      let file = path.join(dir, decodeURIComponent(new URL(request.url, "http://localhost").pathname));
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
      if (!fs.existsSync(file)) {
        response.statusCode = 404;
        file = path.join(dir, "404.html");
      }
      response.setHeader("content-type", types[path.extname(file)] ?? "application/octet-stream");
      response.end(fs.readFileSync(file));
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });

const blockingTime = async (browser, url) => {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) =>
      window.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration])),
    ).observe({
      type: "longtask",
      buffered: true,
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(2000);
  const total = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return window.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  });
  await page.close();
  return total;
};

const servers = await Promise.all([serve(path.resolve(dirA)), serve(path.resolve(dirB))]);
const origins = servers.map((server) => `http://127.0.0.1:${server.address().port}`);
const browser = await chromium.launch({
  executablePath: chromiumSettings.chromiumPath,
  args: chromiumSettings.playwrightFlags,
});
const results = new Map();
const loadAverages = [];
try {
  for (let load = 0; load < loads; load++) {
    for (const route of routes) {
      for (const [index, origin] of origins.entries()) {
        loadAverages.push(os.loadavg()[0]);
        const key = `${index === 0 ? "A" : "B"} ${route}`;
        results.set(key, [...(results.get(key) ?? []), await blockingTime(browser, `${origin}${route}`)]);
      }
    }
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.close());
}
console.log(
  `A = ${dirA}, B = ${dirB}; ${loads} loads each, alternating; load average ${Math.min(...loadAverages).toFixed(2)} to ${Math.max(...loadAverages).toFixed(2)}`,
);
for (const [key, values] of results) {
  console.log(`${key}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(", ")})`);
}
