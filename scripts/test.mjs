#!/usr/bin/env node
/**
 * `npm test`: makes sure a browser and Java (for the Nu HTML Checker) are there, builds the site, runs the static
 * checks (typecheck, lint, format, the committed query types) and both jest projects (unit tests in jsdom, while
 * the site builds; tests of the built site, many in Chromium, after it), and ends with one line:
 * "N passed, N failed" (each static check counts as one test).
 * Extra arguments go to jest (e.g. `npm test -- __tests__/site/layout`).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const { testChromiumPath: CHROMIUM } = createRequire(import.meta.url)("./chromium.cjs");
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;
/** `run` without blocking, so that the checks alongside are reported (and their end timed) as they end. */
const runInForeground = (command, args, options = {}) =>
  new Promise((resolve) =>
    spawn(command, args, { stdio: "inherit", ...options }).on("close", (status) => resolve(status ?? 1)),
  );

/** Seconds since `npm test` started, for the phase lines that show where its time goes (docs/testing.md). */
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const phase = (what) => console.log(`[npm test at ${elapsed()}] ${what}`);

/**
 * A check that runs alongside the build or the site tests. Its output goes to a file and is printed
 * whole when it ends, so its lines don't interleave with theirs.
 */
const runAlongside = (name, command, args) => {
  const log = path.join(os.tmpdir(), `npm-test-${name}-${process.pid}.log`);
  const out = fs.openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", out, out] });
  return new Promise((resolve) => {
    child.on("close", (status) => {
      fs.closeSync(out);
      phase(`${name} ended`);
      console.log(`Check: ${name}\n${fs.readFileSync(log, "utf8")}`);
      fs.rmSync(log, { force: true });
      resolve([name, status === 0]);
    });
  });
};

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const aptInstall = (pkg) => {
  if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) return false;
  console.log(`Installing Debian's ${pkg} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  return (
    run("apt-get", ["update", "-qq"], { env }) === 0 && run("apt-get", ["install", "-y", "-qq", pkg], { env }) === 0
  );
};

const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM) || aptInstall("chromium-headless-shell")) return;
  console.error(
    `Chromium's headless shell not found at ${CHROMIUM}: install it (Debian: sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH, then run npm test again.`,
  );
  process.exit(1);
};

const JAVA = process.env.JAVA || "java";
const hasJava = () => spawnSync(JAVA, ["-version"], { stdio: "ignore" }).status === 0;
const ensureJava = () => {
  if (hasJava() || (aptInstall("default-jre-headless") && hasJava())) return;
  console.error(
    `Java not found (${JAVA}), which the Nu HTML Checker needs: install it (Debian: sudo apt-get install -y default-jre-headless) or set JAVA, then run npm test again.`,
  );
  process.exit(1);
};

ensureChromium();
ensureJava();

/** A jest run of one project, its results written to a JSON report named after the run. */
const jestRun = (name, project, args) => {
  const report = path.join(os.tmpdir(), `jest-report-${name}-${process.pid}.json`);
  fs.rmSync(report, { force: true });
  return { name, report, args: ["jest", "--selectProjects", project, "--json", `--outputFile=${report}`, ...args] };
};

// Extra arguments select tests: then a project may find none of its own.
const extra = process.argv.slice(2);
const selected = extra.length ? ["--passWithNoTests", ...extra] : [];

/** A jest run's five slowest test files, each with when it started after the run did: to see the critical path. */
const slowestFiles = (name, report) => {
  if (!fs.existsSync(report)) return `${name}: no report`;
  const { startTime, testResults } = JSON.parse(fs.readFileSync(report, "utf8"));
  const seconds = (ms) => Math.round(ms / 1000);
  const files = testResults
    .map((file) => ({ file: path.relative(process.cwd(), file.name), start: file.startTime, end: file.endTime }))
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 5)
    .map(({ file, start, end }) => `  ${seconds(end - start)} s (from ${seconds(start - startTime)} s) ${file}`);
  const lastEnd = Math.max(startTime, ...testResults.map((file) => file.endTime));
  return [`Slowest files of the ${name} jest run (${seconds(lastEnd - startTime)} s in all):`, ...files].join("\n");
};

/** Passed and failed tests in a jest report; a run that wrote none (it crashed) counts as one failure. */
const countsOf = (report) => {
  if (!fs.existsSync(report)) return { passed: 0, failed: 1 };
  const { numPassedTests, numFailedTests, numFailedTestSuites, numRuntimeErrorTestSuites } = JSON.parse(
    fs.readFileSync(report, "utf8"),
  );
  return {
    passed: numPassedTests,
    failed: numFailedTests + (numRuntimeErrorTestSuites || (numFailedTests === 0 ? numFailedTestSuites : 0)),
  };
};

// Lint, format and the unit tests read only the sources, so they run while the site builds
// (the build keeps about one and a half of two cores busy).
const unit = jestRun("unit", "unit", selected);
const alongsideBuild = [
  runAlongside("lint", "npm", ["run", "lint"]),
  runAlongside("format", "npm", ["run", "format:check"]),
  runAlongside("unit tests", "npx", unit.args),
];

// The page queries' types are committed, so that the typecheck (and `npm run check`) needs no build:
// the build writes them again, and they must be what was there before it.
const GENERATED_TYPES = "src/gatsby-types.d.ts";
const readTypes = () => (fs.existsSync(GENERATED_TYPES) ? fs.readFileSync(GENERATED_TYPES, "utf8") : "");
const typesBefore = readTypes();

phase("Building the site (gatsby build)…");
if ((await runInForeground("npx", ["gatsby", "build"], { env: { ...process.env, CI: "true" } })) !== 0) {
  await Promise.all(alongsideBuild);
  console.log("0 passed, 1 failed (gatsby build failed)");
  process.exit(1);
}

phase("gatsby build ended");

let passed = 0;
let failed = 0;
const countCheck = ([name, ok]) => {
  if (ok) passed++;
  else {
    failed++;
    console.error(`Check failed: ${name}`);
  }
};
const typesCurrent = readTypes() === typesBefore;
if (!typesCurrent)
  console.error(`${GENERATED_TYPES} was not what the build generates from the queries: commit the file it just wrote.`);
countCheck(["generated types", typesCurrent]);

// Once the build has ended, without waiting for the checks alongside it (the unit tests often end later, and the
// suite is bound by CPU: a core left to them alone is time lost): the site tests in three jest workers, longest
// first (jest-sequencer.js), and the typecheck. cms.test's production build of a copy and
// cms-local's gatsby develop each keep about 1.5 of 2 cores busy at times, and the other files wait on the
// browser (an idle callback, the network at rest): a third worker fills those waits.
const site = jestRun("site", "site", ["--maxWorkers=3", ...selected]);
const typechecking = runAlongside("typecheck", "npm", ["run", "typecheck"]);
const siteOk = (await runInForeground("npx", site.args)) === 0;
phase("site tests ended");
const [lint, format, unitTests] = await Promise.all(alongsideBuild);
[lint, format].forEach(countCheck);
countCheck(await typechecking);
for (const { report } of [unit, site]) {
  const counts = countsOf(report);
  passed += counts.passed;
  failed += counts.failed;
}
phase("done");
for (const { name, report } of [unit, site]) console.log(slowestFiles(name, report));
console.log(`${passed} passed, ${failed} failed`);
process.exit(unitTests[1] && siteOk && failed === 0 ? 0 : 1);
