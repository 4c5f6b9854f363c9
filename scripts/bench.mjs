#!/usr/bin/env node
/**
 * `npm run bench`: builds the site and a bare one-page Gatsby site (same Gatsby,
 * in a temporary folder), serves both on localhost (gatsby serve, gzip on), and
 * runs Lighthouse (default mobile: simulated Slow 4G, 4× CPU) with Debian's
 * Chromium on the bare page and seven of the site's pages (two of them Arabic), alternating, five runs
 * each. Writes the medians and their ratio to the bare page into BENCHMARKS.md.
 * Options: --no-build (use the current public/ and skip nothing else), --runs N.
 */
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { createRequire } from "node:module";
import { replaceSection, median, commitAndDate } from "./bench-report.mjs";
import { buildBareSite, removeBareSite } from "./bench-bare-site.mjs";
import chromiumSettings from "./chromium.cjs";

const lighthouseVersion = createRequire(import.meta.url)("lighthouse/package.json").version;
const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const gatsbyCli = path.join(projectDir, "node_modules/gatsby/cli.js");

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 5;
const BARE = "bare Gatsby";
const pages = [
  "/",
  "/services/",
  "/foundation/",
  "/services/business-setup-in-dubai-and-the-uae/",
  "/legal/privacy-policy/",
  "/ar/",
  "/ar/services/business-setup-in-dubai-and-the-uae/",
];

if (!args.includes("--no-build")) {
  if (spawnSync(process.execPath, [gatsbyCli, "build"], { stdio: "inherit", cwd: projectDir }).status !== 0) {
    process.exit(1);
  }
}
const bareDir = buildBareSite(projectDir);

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const servers = [];
const serve = async (dir) => {
  const port = await freePort();
  servers.push(
    spawn(process.execPath, [gatsbyCli, "serve", "-p", String(port)], { cwd: dir, stdio: "ignore", detached: true }),
  );
  for (let i = 0; i < 60; i++) {
    try {
      await fetch(`http://localhost:${port}/`);
      return `http://localhost:${port}`;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`gatsby serve did not answer for ${dir}`);
};
const stopServers = () => {
  for (const server of servers) {
    try {
      process.kill(-server.pid);
    } catch {
      // Already stopped.
    }
  }
};
process.on("exit", stopServers);

const siteOrigin = await serve(projectDir);
const bareOrigin = await serve(bareDir);
const targets = [
  { label: BARE, url: `${bareOrigin}/` },
  ...pages.map((page) => ({ label: page, url: `${siteOrigin}${page}` })),
];

/** Bytes of CSS inside <style> elements of the served HTML: the CSS the browser parses before first paint. */
const inlineCssOf = async (url) => {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, [, css]) => sum + Buffer.byteLength(css),
    0,
  );
};
for (const target of targets) target.inlineCss = await inlineCssOf(target.url);

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
    for (const { label, url } of targets) {
      const load = os.loadavg()[0];
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const row = {
        path: label,
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
        js: bytesOf(lhr, "script"),
        total: bytesOf(lhr, "total"),
        dom: lhr.audits["dom-size"].numericValue,
      };
      results.push(row);
      console.log(
        `${label} run ${run}: perf ${row.performance} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms JS ${(row.js / KB).toFixed(1)} KB CLS ${row.cls.toFixed(3)} (load ${load.toFixed(2)})`,
      );
    }
  }
} finally {
  await chrome.kill();
  stopServers();
  removeBareSite(bareDir);
}

const keys = ["performance", "accessibility", "bestPractices", "seo", "lcp", "cls", "tbt", "fcp", "js", "total", "dom"];
const summary = targets.map(({ label, inlineCss }) => {
  const rows = results.filter((row) => row.path === label);
  return {
    path: label,
    inlineCss,
    lowestPerformance: Math.min(...rows.map((row) => row.performance)),
    ...Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => row[key]))])),
  };
});
const bare = summary.find((row) => row.path === BARE);

const ms = (value) => `${Math.round(value)} ms`;
const kb = (value) => `${(value / KB).toFixed(1)}`;
// A ratio to a median of zero (a TBT of 0 ms on the bare page) would be meaningless.
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : "n/a");
const verdict = (row) =>
  [
    row.lowestPerformance >= 95 || "performance ≥ 95 on every run",
    row.accessibility === 100 || "accessibility",
    row.bestPractices === 100 || "best practices",
    row.seo === 100 || "SEO",
    row.cls === 0 || "CLS",
    // Issue 33: within twice the bare page's, or its plus 100 ms when that is near zero (a ratio to 6 ms means nothing).
    row.tbt <= Math.max(2 * bare.tbt, bare.tbt + 100) || "TBT",
    row.lcp <= 1.3 * bare.lcp || "LCP",
  ].filter((ok) => ok !== true);
const label = (row) => (row.path === BARE ? "bare Gatsby 5 page (yardstick)" : `\`${row.path}\``);

const { date, commit } = commitAndDate();
const lines = [
  `Measured ${date} at commit \`${commit}\` with \`npm run bench\` (Lighthouse ${lighthouseVersion}, default mobile: simulated Slow 4G, 4× CPU slowdown; Debian Chromium; both sites served by \`gatsby serve\` with gzip on localhost, pages measured alternately with the bare page). Median of ${runs} runs per page, and the lowest performance score of them; "× bare" is the ratio to the bare page's median; DOM is Lighthouse's count of elements, inline CSS the bytes inside the served HTML's <style> elements. Load average at the start: ${results[0]?.load.toFixed(2)}, at the last run: ${results.at(-1)?.load.toFixed(2)} (shared machine: other jobs ran at the same time).`,
  "",
  "| Page | Perf | Lowest perf | A11y | Best pr. | SEO | LCP | × bare | TBT | × bare | JS KB | × bare | FCP | CLS | Total KB | DOM | Inline CSS KB | Misses |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...summary.map((row) => {
    const misses = row.path === BARE ? [] : verdict(row);
    return `| ${label(row)} | ${row.performance} | ${row.lowestPerformance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${ms(row.lcp)} | ${ratio(row.lcp, bare.lcp)} | ${ms(row.tbt)} | ${ratio(row.tbt, bare.tbt)} | ${kb(row.js)} | ${ratio(row.js, bare.js)} | ${ms(row.fcp)} | ${row.cls.toFixed(3)} | ${kb(row.total)} | ${row.dom} | ${kb(row.inlineCss)} | ${row.path === BARE ? "" : misses.length ? misses.join(", ") : "none"} |`;
  }),
  "",
  "Every run, with the 1-minute load average when it started (read TBT with it):",
  "",
  "| Page | Run | Load avg | Perf | LCP | TBT | JS KB | CLS |",
  "|---|---|---|---|---|---|---|---|",
  ...results.map(
    (row) =>
      `| ${label(row)} | ${row.run} | ${row.load.toFixed(2)} | ${row.performance} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${kb(row.js)} | ${row.cls.toFixed(3)} |`,
  ),
];
replaceSection("lighthouse", lines.join("\n"));
console.log("Wrote the Lighthouse section of BENCHMARKS.md");
