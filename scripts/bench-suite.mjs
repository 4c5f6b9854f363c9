#!/usr/bin/env node
/**
 * `npm run bench:suite`: times `npm test` (goal: under 8 minutes on 2 cores) with the machine's own speed beside it,
 * and writes the result into BENCHMARKS.md ("The test suite's time").
 *
 * These machines are shared and their speed changes by the hour (BENCHMARKS.md has the same cold build at almost twice
 * the CPU from one day to another), so a time alone says little. First a reference workload, a cold `gatsby build` of
 * a copy of the site with nothing else of ours running; then `npm test`; each with the CPU the whole machine spent
 * (/proc/stat, every process counted, where user+sys of a process tree misses what its orphans spend) and the load
 * average. Last, what kind of process spent `npm test`'s CPU: Chromium, Gatsby (the site's build, the tests' copies),
 * jest, the static checks.
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

/** What `read` returns, or `fallback` if it throws (a process that ended between two reads of /proc). */
const readOr = (read, fallback) => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/** A process's parent, CPU so far (user+sys, in seconds) and start (which tells a reused pid apart); null once it ended. */
const processStat = (pid) => {
  const stat = readOr(() => fs.readFileSync(`/proc/${pid}/stat`, "utf8"), null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100, start: fields[19] };
};

/**
 * What kind of work a process of `npm test` did, from its command line, its folder and the jest run above it.
 * A Gatsby process in another folder builds (or develops) a copy of the site: the cms, cms-local and bad-content tests'.
 */
const kindOf = ({ cmd, cwd }, ancestorCmds) => {
  if (/chrom|headless_shell|^\/proc\/self\/exe /.test(cmd)) return "Chromium (the browser's processes)";
  if (/\bjava\b/.test(cmd)) return "Java (the Nu HTML Checker)";
  if (/\b(?:eslint|prettier|tsc|depcruise|dependency-cruise)\b/.test(cmd))
    return "ESLint, Prettier, the import layers, tsc";
  if (/gatsby|\/\.cache\/tmp-/.test(cmd) && !/jest/.test(cmd))
    return cwd === root ? "Gatsby: the site's build" : "Gatsby: copies built or developed by the tests";
  if (ancestorCmds.some((command) => /--selectProjects unit\b/.test(command)))
    return "jest: the unit tests (and the scripts they run)";
  if (ancestorCmds.some((command) => /--selectProjects site\b/.test(command)))
    return "jest: the built site's tests (and the servers and scripts they start)";
  return "npm test's own runner";
};

/**
 * The CPU of every process a command started, by kind, sampled from /proc once a second: a process counts from its
 * start to its last sample (one that ends loses at most its last second), and belongs to the command if the command's
 * process is among its ancestors when first seen.
 */
const sampleProcesses = (rootPid) => {
  const processes = new Map();
  const sample = () => {
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      const stat = processStat(name);
      if (!stat) continue;
      const key = `${name}:${stat.start}`;
      const entry = processes.get(key) ?? { pid: Number(name), ppid: stat.ppid, samples: 0, cmd: "", cwd: "" };
      processes.set(key, entry);
      entry.cpu = stat.cpu;
      // A process just forked shows its parent's command line until it execs: read in its first three samples.
      if (entry.samples++ < 3) {
        const cmd = readOr(() => fs.readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ").trim(), "");
        if (cmd && cmd !== entry.cmd)
          Object.assign(entry, { cmd, cwd: readOr(() => fs.readlinkSync(`/proc/${name}/cwd`), entry.cwd) });
      }
    }
  };
  sample();
  // What ran before the command (the command's own process aside, which has only just started) is not its work.
  const before = new Set([...processes].filter(([, entry]) => entry.pid !== rootPid).map(([key]) => key));
  const timer = setInterval(sample, 1000);
  return () => {
    clearInterval(timer);
    sample();
    const byPid = new Map([...processes.values()].map((entry) => [entry.pid, entry]));
    const ancestorsOf = (entry) => {
      const found = [];
      for (let parent = byPid.get(entry.ppid); parent && found.length < 64; parent = byPid.get(parent.ppid))
        found.push(parent);
      return found;
    };
    const kinds = new Map();
    for (const [key, entry] of processes) {
      if (before.has(key)) continue;
      const ancestors = ancestorsOf(entry);
      if (entry.pid !== rootPid && !ancestors.some((parent) => parent.pid === rootPid)) continue;
      const kind = kindOf(
        entry,
        ancestors.map((parent) => parent.cmd),
      );
      kinds.set(kind, (kinds.get(kind) ?? 0) + entry.cpu);
    }
    return kinds;
  };
};

/** Runs a command to its end, echoing its output, and says how long it took and what the machine spent meanwhile. */
const measured = (command, args, options) =>
  new Promise((resolve) => {
    const loadBefore = load();
    const [started, busyBefore] = [Date.now(), busyCoreSeconds()];
    let output = "";
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    const stopSampling = sampleProcesses(child.pid);
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
        byKind: stopSampling(),
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
const percent = (part) => `${Math.round((100 * part) / suite.coreSeconds)}%`;
const kinds = [...suite.byKind].sort(([, a], [, b]) => b - a);
const outside = suite.coreSeconds - kinds.reduce((sum, [, cpu]) => sum + cpu, 0);

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
    "Where the machine's CPU went during `npm test` (each process the run started, sampled from /proc every second):",
    "",
    "| Processes | Core-s | Share |",
    "| --- | ---: | ---: |",
    ...kinds.map(([kind, cpu]) => `| ${kind} | ${round(cpu)} | ${percent(cpu)} |`),
    `| Not in a process of the run (the kernel, the machine's own services, this sampling, a process's last second) | ${round(outside)} | ${percent(outside)} |`,
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
