#!/usr/bin/env node
/**
 * `npm run bench:check`: times `npm run check` (the loop to run while working) step by step, as that script runs
 * them, with the machine's load average before and after, and writes the result into BENCHMARKS.md
 * ("The quick loop"). Its goal: under 2 minutes on 2 cores.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitAndDate, replaceSection } from "./bench-report.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
/** The steps of `npm run check`, read from package.json: `npm run a && npm run b …`. */
const steps = scripts.check.split("&&").map((step) => step.trim().replace(/^npm run /, ""));
const goalSeconds = 120;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

const loadBefore = load();
const timed = steps.map((step) => {
  const started = Date.now();
  const run = spawnSync("npm", ["run", "--silent", step], { cwd: root, encoding: "utf8" });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(`${run.stdout}${run.stderr}\nnpm run ${step} failed: nothing written to BENCHMARKS.md.`);
    process.exit(1);
  }
  console.log(`npm run ${step}: ${seconds.toFixed(1)} s`);
  return { step, seconds };
});
const total = timed.reduce((sum, { seconds }) => sum + seconds, 0);
const { date, commit } = commitAndDate();

replaceSection(
  "check",
  [
    `${date}, ${commit}, ${os.cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} before and ${load()} after.`,
    "",
    "| Step | Seconds |",
    "| --- | --- |",
    ...timed.map(({ step, seconds }) => `| \`npm run ${step}\` | ${seconds.toFixed(1)} |`),
    `| **\`npm run check\`** | **${total.toFixed(1)}** |`,
    "",
    `Under ${goalSeconds / 60} minutes: ${total < goalSeconds ? "**met**" : "**not met**"}.`,
  ].join("\n"),
);
console.log(`npm run check: ${total.toFixed(1)} s (BENCHMARKS.md, "The quick loop")`);
