#!/usr/bin/env node
/**
 * `npm run bench:build`: times Gatsby builds in a temporary copy of the site
 * (the repository is not touched):
 *   1. a cold build (no .cache, no public/),
 *   2. a rebuild after editing one MDX file, with the cache,
 *   3. cold builds with 200 and 1,000 service pages (generated from the real ones).
 * Peak memory is the largest process's maximum RSS (GNU time %M).
 * Writes the table to BENCHMARKS.md. Option: --sizes 200,1000
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitAndDate, replaceSection } from "./bench-report.mjs";
import siteCopy from "./site-copy.cjs";

const args = process.argv.slice(2);
const sizes = (args.includes("--sizes") ? args[args.indexOf("--sizes") + 1] : "200,1000").split(",").map(Number);

const build = (site, label) => {
  const load = os.loadavg()[0];
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
  const peakMb = Number(/peak-rss-kb=(\d+)/.exec(result.stderr)?.[1] ?? 0) / 1024;
  const pages = fs.readFileSync(path.join(site, "public/sitemap-0.xml"), "utf8").match(/<loc>/g).length + 3; // + /about/, 404 pages
  const row = { label, pages, seconds, peakMb, load };
  console.log(
    `${label}: ${pages} pages in ${seconds.toFixed(1)} s, peak ${peakMb.toFixed(0)} MB (load ${load.toFixed(2)})`,
  );
  return row;
};

/** Adds generated services until the site has `total` of them, reusing the real covers. */
const growServices = (site, total) => {
  const dir = path.join(site, "content/services/en");
  const real = fs.readdirSync(dir).filter((name) => name.endsWith(".mdx"));
  for (let i = real.length; i < total; i++) {
    const source = real[i % real.length];
    const text = fs.readFileSync(path.join(dir, source), "utf8").replace(/^title: "(.*)"$/m, `title: "$1 (${i})"`);
    fs.writeFileSync(path.join(dir, `generated-service-${String(i).padStart(4, "0")}.mdx`), text);
  }
};

const rows = [];
const site = siteCopy.copySite("bench-build-");
try {
  rows.push(build(site, "Cold build"));
  const edited = path.join(site, "content/services/online-legal-counselling-in-dubai.mdx");
  fs.appendFileSync(edited, "\nOne more sentence, added to measure a content-only rebuild.\n");
  rows.push(build(site, "Rebuild after editing one MDX file"));
  for (const size of sizes) {
    fs.rmSync(path.join(site, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(site, "public"), { recursive: true, force: true });
    growServices(site, size);
    rows.push(build(site, `Cold build, ${size} services`));
  }
} finally {
  fs.rmSync(site, { recursive: true, force: true });
}

const [cold, rebuild] = rows;
const { date, commit } = commitAndDate();
const lines = [
  `Measured ${date} at commit \`${commit}\` with \`npm run bench:build\` on ${os.cpus().length} cores (Node ${process.version}).`,
  "",
  "| Build | Pages | Time | Pages per second | Peak memory (largest process) | Load avg at start |",
  "|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.label} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${(r.pages / r.seconds).toFixed(1)} | ${r.peakMb.toFixed(0)} MB | ${r.load.toFixed(2)} |`,
  ),
  "",
  `One-edit rebuild / cold build: ${((rebuild.seconds / cold.seconds) * 100).toFixed(0)}% (aim: under 25%).`,
  ...rows.slice(2).map((r) => {
    const marginal = (r.seconds - cold.seconds) / (r.pages - cold.pages);
    return `${r.label}: ${(marginal * 1000).toFixed(0)} ms per page added over the cold build.`;
  }),
];
replaceSection("build", lines.join("\n"));
console.log("Wrote the build section of BENCHMARKS.md");
