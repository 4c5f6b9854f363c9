#!/usr/bin/env node
/**
 * `npm run bench:suite`: times `npm test` (goal: under 8 minutes on 2 cores) with the machine's own speed beside it,
 * and writes the result into BENCHMARKS.md ("The test suite's time").
 *
 * These machines are shared and their speed changes by the hour (BENCHMARKS.md has the same cold build at almost twice
 * the CPU from one day to another), so a time alone says little. First a reference workload, a cold `gatsby build` of a copy of the site
 * with nothing else of ours running; then `npm test`; each with the CPU the whole machine spent (/proc/stat, every
 * process counted, where user+sys of a process tree misses what its orphans spend) and the load average.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { commitAndDate, replaceSection } from "./bench-report.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const { copySite, gatsbyCli } = createRequire(import.meta.url)("./site-copy.cjs");
const goalSeconds = 480;

/** Core-seconds the whole machine has spent busy since boot (not idle, waiting for I/O, or lent to other machines). */
const busyCoreSeconds = () => {
  const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq] = ticks;
  return (user + nice + system + irq + softirq) / 100; // USER_HZ is 100 on Linux
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

/** Runs a command to its end, echoing its output, and says how long it took and what the machine spent meanwhile. */
const measured = (command, args, options) =>
  new Promise((resolve) => {
    const loadBefore = load();
    const [started, busyBefore] = [Date.now(), busyCoreSeconds()];
    let output = "";
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    child.on("close", (status) =>
      resolve({
        status,
        output,
        seconds: (Date.now() - started) / 1000,
        coreSeconds: busyCoreSeconds() - busyBefore,
        load: `${loadBefore} before, ${load()} after`,
      }),
    );
  });

if (!fs.existsSync("/proc/stat")) {
  console.error("npm run bench:suite reads the machine's CPU from /proc/stat: run it on Linux.");
  process.exit(1);
}

const copy = copySite("bench-suite-");
const reference = await measured(process.execPath, [gatsbyCli, "build"], {
  cwd: copy,
  env: { ...process.env, CI: "true" },
});
fs.rmSync(copy, { recursive: true, force: true });
if (reference.status !== 0) {
  console.error("The reference build failed: nothing written to BENCHMARKS.md.");
  process.exit(1);
}

const suite = await measured("npm", ["test"], { cwd: root });
const counts = /^(\d+) passed, (\d+) failed$/m.exec(suite.output);
const phases = [...suite.output.matchAll(/^\[npm test at (\d+) s\] (.+ ended)$/gm)].map(
  ([, at, what]) => `${what} at ${at} s`,
);
const slowest = /^Slowest files of the site jest run.*(?:\n {2}.*)*/m.exec(suite.output)?.[0] ?? "";
const { date, commit } = commitAndDate();
const round = (value) => Math.round(value).toLocaleString("en-GB");

replaceSection(
  "suite",
  [
    `${date}, ${commit}, ${os.cpus().length} cores.`,
    "",
    "| Run | Seconds | Machine CPU (core-s) | Load average (1, 5, 15 min) |",
    "| --- | ---: | ---: | --- |",
    `| Reference: a cold \`gatsby build\` of a copy, alone | ${round(reference.seconds)} | ${round(reference.coreSeconds)} | ${reference.load} |`,
    `| \`npm test\`: ${counts ? `${round(+counts[1])} passed, ${round(+counts[2])} failed` : "no closing line"} | ${round(suite.seconds)} | ${round(suite.coreSeconds)} | ${suite.load} |`,
    "",
    `Phases: ${phases.join("; ")}.`,
    "",
    "```",
    slowest,
    "```",
    "",
    `Under ${goalSeconds / 60} minutes: ${suite.status === 0 && suite.seconds < goalSeconds ? "**met**" : "**not met**"}.`,
  ].join("\n"),
);
console.log(
  `npm test: ${round(suite.seconds)} s, ${round(suite.coreSeconds)} core-s; the reference build ${round(reference.coreSeconds)} core-s (BENCHMARKS.md)`,
);
process.exit(suite.status === 0 ? 0 : 1);
