#!/usr/bin/env node
/**
 * `npm run bench`: builds the site, serves it on localhost (gatsby serve, gzip on),
 * runs Lighthouse (default mobile: simulated Slow 4G, 4× CPU) three times on five
 * pages with Debian's Chromium, and writes the medians to BENCHMARKS.md.
 * Options: --no-build (use the current public/), --runs N.
 */
import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { createRequire } from "node:module";
import { replaceSection, median, commitAndDate } from "./bench-report.mjs";
import chromiumSettings from "./chromium.cjs";

const lighthouseVersion = createRequire(import.meta.url)("lighthouse/package.json").version;

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 3;
const PORT = 9555;
const pages = [
  "/",
  "/services/",
  "/foundation/",
  "/services/business-setup-in-dubai-and-the-uae/",
  "/legal/privacy-policy/",
];

if (!args.includes("--no-build")) {
  if (spawnSync("npx", ["gatsby", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const server = spawn("npx", ["gatsby", "serve", "-p", String(PORT)], { stdio: "ignore", detached: true });
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // Already stopped.
  }
};
process.on("exit", stopServer);
for (let i = 0; i < 60; i++) {
  try {
    await fetch(`http://localhost:${PORT}/`);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumSettings.chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumSettings.chromiumFlags],
});

const KB = 1024;
const bytesOf = (lhr, type) =>
  lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;

const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      const load = os.loadavg()[0];
      const { lhr } = await lighthouse(`http://localhost:${PORT}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const row = {
        path,
        run,
        load,
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
        si: lhr.audits["speed-index"].numericValue,
        js: bytesOf(lhr, "script"),
        css: bytesOf(lhr, "stylesheet"),
        images: bytesOf(lhr, "image"),
        fonts: bytesOf(lhr, "font"),
        total: bytesOf(lhr, "total"),
      };
      results.push(row);
      console.log(
        `${path} run ${run}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)} (load ${load.toFixed(2)})`,
      );
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}

const summary = pages.map((path) => {
  const rows = results.filter((row) => row.path === path);
  const m = (key) => median(rows.map((row) => row[key]));
  return {
    path,
    ...Object.fromEntries(
      [
        "performance",
        "accessibility",
        "bestPractices",
        "seo",
        "lcp",
        "cls",
        "tbt",
        "fcp",
        "si",
        "js",
        "css",
        "images",
        "fonts",
        "total",
      ].map((key) => [key, m(key)]),
    ),
  };
});

const ms = (value) => `${Math.round(value)} ms`;
const kb = (value) => `${(value / KB).toFixed(1)}`;
const verdict = (row) =>
  [
    row.performance >= 98 || "performance",
    row.accessibility === 100 || "accessibility",
    row.bestPractices === 100 || "best practices",
    row.seo === 100 || "SEO",
    row.cls === 0 || "CLS",
    row.tbt < 50 || "TBT",
    row.lcp < 1800 || "LCP",
  ].filter((ok) => ok !== true);

const { date, commit } = commitAndDate();
const lines = [
  `Measured ${date} at commit \`${commit}\` with \`npm run bench\` (Lighthouse ${lighthouseVersion}, default mobile: simulated Slow 4G, 4× CPU slowdown; Debian Chromium; site served by \`gatsby serve\` with gzip on localhost). Median of ${runs} runs per page.`,
  "",
  "| Page | Perf | A11y | Best pr. | SEO | LCP | CLS | TBT | FCP | Speed Index | JS KB | CSS KB | Images KB | Fonts KB | Total KB | Misses |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...summary.map((row) => {
    const misses = verdict(row);
    return `| \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${ms(row.lcp)} | ${row.cls.toFixed(3)} | ${ms(row.tbt)} | ${ms(row.fcp)} | ${ms(row.si)} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.images)} | ${kb(row.fonts)} | ${kb(row.total)} | ${misses.length ? misses.join(", ") : "none"} |`;
  }),
  "",
  "Every run, with the 1-minute load average when it started (the machine is shared; read TBT with it):",
  "",
  "| Page | Run | Load avg | Perf | LCP | TBT | CLS |",
  "|---|---|---|---|---|---|---|",
  ...results.map(
    (row) =>
      `| \`${row.path}\` | ${row.run} | ${row.load.toFixed(2)} | ${row.performance} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} |`,
  ),
];
replaceSection("lighthouse", lines.join("\n"));
console.log("Wrote the Lighthouse section of BENCHMARKS.md");
