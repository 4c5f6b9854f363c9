#!/usr/bin/env node
/**
 * `npm test`: builds the site, makes sure a browser is there, runs every jest
 * project (unit tests in jsdom; tests of the built site, some in Chromium) and
 * ends with one line: "N passed, N failed".
 * Extra arguments go to jest (e.g. `npm test -- __tests__/site/layout`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;

const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = fs.existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], { env }) === 0 && run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) === 0) return;
  }
  console.error(`Chromium not found at ${CHROMIUM}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`);
  process.exit(1);
};

ensureChromium();

console.log("Building the site (gatsby build)…");
if (run("npx", ["gatsby", "build"], { env: { ...process.env, CI: "true" } }) !== 0) {
  console.log("0 passed, 1 failed (gatsby build failed)");
  process.exit(1);
}

const report = path.join(os.tmpdir(), `jest-report-${process.pid}.json`);
const status = run("npx", ["jest", "--json", `--outputFile=${report}`, ...process.argv.slice(2)]);
let summary = "0 passed, 1 failed (jest wrote no report)";
if (fs.existsSync(report)) {
  const { numPassedTests, numFailedTests, numFailedTestSuites, numRuntimeErrorTestSuites } = JSON.parse(fs.readFileSync(report, "utf8"));
  const brokenSuites = numRuntimeErrorTestSuites || (numFailedTests === 0 ? numFailedTestSuites : 0);
  summary = `${numPassedTests} passed, ${numFailedTests + brokenSuites} failed`;
}
console.log(summary);
process.exit(status);
