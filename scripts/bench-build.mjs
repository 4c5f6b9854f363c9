#!/usr/bin/env node
/* global requestIdleCallback */
/**
 * `npm run bench:build`: what a page costs as the site grows (issue 33). In a temporary copy of the site
 * (the repository is not touched) it runs `gatsby build`, one build at a time:
 *   1. cold (no .cache, no public/) on today's content,
 *   2. again after appending a sentence to one document, with the cache (the one-edit rebuild),
 *   3. cold with 200, then 1,000 English service documents: today's content plus copies of the real
 *      services under new slugs and titles (no Arabic twins, which `gatsby build` only warns about),
 *   4. cold with 100 more insight articles in each language (twins: copies of the real ones under new slugs,
 *      issue 35: an article costs other pages nothing, in either language),
 *   5. cold on today's content again: the difference between the two cold builds of today's site is the
 *      run's noise, given beside the time per added document.
 * Each build: wall-clock time; peak memory, the largest process's maximum RSS (GNU time's %M); and the
 * load average before and after (the machine is shared). After each cold build: the page components Gatsby
 * lists (`component---` entries of public/chunk-map.json, as the JavaScript budget test counts them),
 * Gatsby's own time per step (its log), and the JavaScript a first visit to `/` and to a service page
 * loads until idle, measured as __tests__/site/support/first-load-js.ts does: public/ served on
 * localhost, headless Chromium with every other request aborted and the consent banner shown, every
 * script request of the site recorded until the network is quiet and two idle callbacks pass without a
 * new one, summed as gzip -9 of the built files.
 * Writes the build section of BENCHMARKS.md with the issue's targets, met or not. Options: --sizes 200,1000,
 * --articles 100 (0 leaves the step out).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { commitAndDate, replaceSection } from "./bench-report.mjs";
import chromiumSettings from "./chromium.cjs";
import siteCopy from "./site-copy.cjs";

const args = process.argv.slice(2);
const option = (name, otherwise) => (args.includes(name) ? args[args.indexOf(name) + 1] : otherwise);
const sizes = option("--sizes", "200,1000").split(",").map(Number);
const articles = Number(option("--articles", "100"));

const routes = { home: "/", service: "/services/business-setup-in-dubai-and-the-uae/", arabicHome: "/ar/" };
const editedDocument = "content/services/en/online-legal-counselling-in-dubai.mdx";
const targets = { jsSpreadBytes: 512, msPerDocument: 60, peakMbAt1000: 2048 };
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

const site = siteCopy.copySite("bench-build-");
const inSite = (...parts) => path.join(site, ...parts);
const servicesDir = inSite("content/services/en");
const filesIn = (dir, suffix) =>
  fs.readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(suffix)).length;

/** Copies of the documents in `dir` under new names, to `total` documents in all, each title numbered. */
const fillWithCopies = (dir, total, name) => {
  const real = fs.readdirSync(dir).filter((file) => file.endsWith(".mdx"));
  for (let i = real.length; i < total; i++) {
    const text = fs
      .readFileSync(path.join(dir, real[i % real.length]), "utf8")
      .replace(/^title: "(.*)"$/m, `title: "$1 (${i})"`);
    fs.writeFileSync(path.join(dir, `${name}-${String(i).padStart(4, "0")}.mdx`), text);
  }
};

/**
 * Back to the repository's content with `total` English services and `moreArticles` more insights in each
 * language (copies of the real ones added, the same names in both languages, so twins), and no build.
 */
const freshSite = (total, moreArticles = 0) => {
  for (const dir of [".cache", "public", "content"]) fs.rmSync(inSite(dir), { recursive: true, force: true });
  fs.cpSync(path.join(siteCopy.root, "content"), inSite("content"), { recursive: true });
  fillWithCopies(servicesDir, total, "generated-service");
  for (const lang of ["en", "ar"]) {
    const dir = inSite("content/insights", lang);
    fillWithCopies(dir, filesIn(dir, ".mdx") + moreArticles, "generated-article");
  }
};

const gatsbyBuild = (label) => {
  const loadBefore = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-f", "peak-rss-kb=%M", process.execPath, siteCopy.gatsbyCli, "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1" },
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0)
    throw new Error(`${label} failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  const gatsbySteps = new Map();
  for (const [, step, time] of result.stdout.matchAll(/^success (.+?) - ([\d.]+)s/gm))
    gatsbySteps.set(step, (gatsbySteps.get(step) ?? 0) + Number(time));
  return {
    label,
    documents: filesIn(inSite("content"), ".mdx"),
    services: filesIn(servicesDir, ".mdx"),
    pages: filesIn(inSite("public/page-data"), "page-data.json"),
    seconds,
    peakMb: Number(/peak-rss-kb=(\d+)/.exec(result.stderr)[1]) / 1024,
    load: [loadBefore, os.loadavg()[0]],
    gatsbySteps,
  };
};

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json" };

/** public/ as a static host serves it: index.html for a directory, a redirect to the trailing slash, else 404.html. */
const serve = (dir) =>
  new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      const urlPath = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
      const target = path.join(dir, path.normalize(urlPath));
      const isDirectory = fs.existsSync(target) && fs.statSync(target).isDirectory();
      if (isDirectory && !urlPath.endsWith("/")) {
        response.writeHead(301, { Location: `${urlPath}/` });
        return response.end();
      }
      const file = isDirectory ? path.join(target, "index.html") : target;
      const found = target.startsWith(dir) && fs.existsSync(file);
      const sent = found ? file : path.join(dir, "404.html");
      response.writeHead(found ? 200 : 404, {
        "Content-Type": types[path.extname(sent)] ?? "application/octet-stream",
      });
      fs.createReadStream(sent).pipe(response);
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });

/** gzip -9 bytes of the site's scripts a first visit to `route` requests until the page is idle. */
const scriptBytesOfVisit = async (browser, origin, route) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (request) => request.abort(),
    );
    // The consent manager hides from automation (navigator.webdriver); a visitor's browser shows its banner.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    );
    const files = new Set();
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.origin === origin) files.add(url.pathname.slice(1));
    });
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    const idleTwice = () =>
      page.evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 3000 }), { timeout: 3000 }),
          ),
      );
    for (let seen = -1; seen !== files.size;) {
      seen = files.size;
      await idleTwice();
      await page.waitForLoadState("networkidle");
    }
    const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(inSite("public", file)), { level: 9 }).length;
    return [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  } finally {
    await context.close();
  }
};

/** The built site's page components and each route's JavaScript until idle. */
const measureBuiltSite = async () => {
  const chunkMap = JSON.parse(fs.readFileSync(inSite("public/chunk-map.json"), "utf8"));
  const server = await serve(inSite("public"));
  const browser = await chromium.launch({
    executablePath: chromiumSettings.chromiumPath,
    args: chromiumSettings.playwrightFlags,
  });
  try {
    const origin = `http://localhost:${server.address().port}`;
    const js = {};
    for (const [name, route] of Object.entries(routes)) js[name] = await scriptBytesOfVisit(browser, origin, route);
    return { components: Object.keys(chunkMap).filter((chunk) => chunk.startsWith("component---")).length, js };
  } finally {
    await browser.close();
    server.close();
  }
};

const todaysServices = filesIn(path.join(siteCopy.root, "content/services/en"), ".mdx");
const todaysSite = { prepare: () => freshSite(todaysServices), cold: true, today: true };
const steps = [
  { ...todaysSite, label: `Cold build, today's site (${todaysServices} services)`, column: "today" },
  {
    label: "Rebuild after editing one MDX file",
    prepare: () =>
      fs.appendFileSync(inSite(editedDocument), "\nOne more sentence, to measure a content-only rebuild.\n"),
  },
  ...sizes.map((size) => ({
    label: `Cold build, ${size} services`,
    column: `${size} services`,
    prepare: () => freshSite(size),
    cold: true,
  })),
  ...(articles > 0
    ? [
        {
          label: `Cold build, today's site and ${articles} more articles in each language`,
          column: `${articles} articles`,
          prepare: () => freshSite(todaysServices, articles),
          cold: true,
          articles: true,
        },
      ]
    : []),
  { ...todaysSite, label: "Cold build, today's site again", column: "today, again" },
];

const rows = [];
try {
  for (const { prepare, cold, ...step } of steps) {
    prepare();
    const row = { ...step, ...gatsbyBuild(step.label), ...(cold ? await measureBuiltSite() : {}) };
    const js = row.js
      ? `, JavaScript until idle: / ${kb(row.js.home)}, service page ${kb(row.js.service)}, /ar/ ${kb(row.js.arabicHome)}`
      : "";
    console.log(
      `${row.label}: ${row.documents} documents in ${row.seconds.toFixed(1)} s, peak ${row.peakMb.toFixed(0)} MB${js} (load ${row.load.map((l) => l.toFixed(2)).join(" → ")})`,
    );
    rows.push(row);
  }
} finally {
  fs.rmSync(site, { recursive: true, force: true });
}

const coldRows = rows.filter((row) => row.column);
const todays = rows.filter((row) => row.today);
// Grown in services: the time per added document and the memory targets are about services.
const grown = coldRows.filter((row) => !row.today && !row.articles);
const withArticles = coldRows.find((row) => row.articles);
const rebuild = rows.find((row) => !row.column);
const todayMean = todays.reduce((sum, row) => sum + row.seconds, 0) / todays.length;
const added = (row) => row.documents - todays[0].documents;
const msPerDocument = (row) => ((row.seconds - todayMean) / added(row)) * 1000;
/** The run's noise: the difference between today's two cold builds, per added document. */
const noisePerDocument = (row) => (Math.abs(todays[0].seconds - todays[1].seconds) / added(row)) * 1000;
const ms = (value) => `${value.toFixed(0)} ms`;
/** "40 ms ± 25 ms" */
const perDocument = (row) => `${ms(msPerDocument(row))} ± ${ms(noisePerDocument(row))}`;
const verdict = (met) => (met ? "**met**" : "**not met**");
/** The time per added document against the target: told apart only when the whole ± band is on one side. */
const timeVerdict = (row) => {
  const [value, band] = [msPerDocument(row), noisePerDocument(row)];
  if (value - band > targets.msPerDocument) return verdict(false);
  return value + band <= targets.msPerDocument ? verdict(true) : "not told apart in this run";
};
const jsSpread = Object.entries(routes).map(([name, route]) => {
  const bytes = coldRows.map((row) => row.js[name]);
  return { route, spread: Math.max(...bytes) - Math.min(...bytes) };
});
const at1000 = grown.find((row) => row.services === 1000);

const largest = grown.at(-1).gatsbySteps;
const slowSteps = [...new Set(coldRows.flatMap((row) => [...row.gatsbySteps.keys()]))]
  .filter((step) => coldRows.some((row) => row.gatsbySteps.get(step) >= 1))
  .sort((a, b) => (largest.get(b) ?? 0) - (largest.get(a) ?? 0));

const { date, commit } = commitAndDate();
const lines = [
  `Measured ${date} at commit \`${commit}\` with \`npm run bench:build\` on ${os.cpus().length} cores (Node ${process.version}), one build at a time. The machine is shared: each build's 1-minute load average before and after it is given. Per added document: (time − today's cold build) / (documents − today's documents), with today's site built cold first and last and the mean of the two taken; ± is their difference per added document, the run's noise, and the target counts as met or not met only when the whole band is on one side of it. JavaScript: gzip -9 bytes of the scripts a first visit loads until idle in Chromium (\`${routes.service}\` for the service page).`,
  "",
  "| Build | Documents | Pages | Page components | Time | Per added document | Peak memory (largest process) | JS until idle, `/` | JS until idle, service page | JS until idle, `/ar/` | Load avg before → after |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${[
        row.label,
        row.documents,
        row.pages,
        row.components ?? "–",
        `${row.seconds.toFixed(1)} s`,
        grown.includes(row) ? perDocument(row) : "–",
        `${row.peakMb.toFixed(0)} MB`,
        row.js ? kb(row.js.home) : "–",
        row.js ? kb(row.js.service) : "–",
        row.js ? kb(row.js.arabicHome) : "–",
        row.load.map((load) => load.toFixed(2)).join(" → "),
      ].join(" | ")} |`,
  ),
  "",
  "Targets (issue 33):",
  `- JavaScript until idle flat within ${kb(targets.jsSpreadBytes)} across the sizes: ${verdict(jsSpread.every(({ spread }) => spread <= targets.jsSpreadBytes))} (${jsSpread.map(({ route, spread }) => `\`${route}\` varies by ${spread} bytes`).join(", ")}).`,
  ...(withArticles
    ? [
        `- Issue 35: ${articles} more articles in each language change the JavaScript until idle by less than ${kb(targets.jsSpreadBytes)}: ${verdict(Object.keys(routes).every((name) => Math.abs(withArticles.js[name] - todays[0].js[name]) < targets.jsSpreadBytes))} (${Object.entries(
          routes,
        )
          .map(([name, route]) => `\`${route}\` by ${withArticles.js[name] - todays[0].js[name]} bytes`)
          .join(", ")}).`,
      ]
    : []),
  `- Build time per added document at most ${ms(targets.msPerDocument)}: ${grown.map((row) => `${row.services} services: ${timeVerdict(row)} (${perDocument(row)})`).join("; ")}.`,
  at1000
    ? `- Peak memory at 1,000 services at most ${targets.peakMbAt1000} MB: ${verdict(at1000.peakMb <= targets.peakMbAt1000)} (${at1000.peakMb.toFixed(0)} MB).`
    : `- Peak memory at 1,000 services at most ${targets.peakMbAt1000} MB: not measured (this run's \`--sizes\` left out 1000).`,
  "",
  `One-edit rebuild / cold build: ${((rebuild.seconds / todayMean) * 100).toFixed(0)}% (aim: under 25%).`,
  "",
  "Gatsby's own time per step (its build log) in the cold builds, for the steps that took a second or more in one of them:",
  "",
  `| Step | ${coldRows.map((row) => `${row.column} (${row.documents} documents)`).join(" | ")} |`,
  `|---|${coldRows.map(() => "---|").join("")}`,
  ...slowSteps.map(
    (step) =>
      `| ${step} | ${coldRows.map((row) => (row.gatsbySteps.has(step) ? `${row.gatsbySteps.get(step).toFixed(1)} s` : "–")).join(" | ")} |`,
  ),
];
replaceSection("build", lines.join("\n"));
console.log("Wrote the build section of BENCHMARKS.md");
