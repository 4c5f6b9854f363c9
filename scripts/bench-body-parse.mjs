#!/usr/bin/env node
/**
 * How long the content policy takes over the slowest bodies it lets through to the MDX reader:
 * node scripts/bench-body-parse.mjs [--runs N] (npm run bench:body).
 * Each input is as long as a body may be (maxBodyLength in src/content-pipeline/body-policy.ts) and holds as
 * many of each budgeted character and as many lists or quotes on a line as the policy allows, so it
 * is read, not refused unread. Each run is a fresh Node process (a crash is reported, not fatal),
 * timing bodyProblems as the build and the CMS preview call it. Writes the table into BENCHMARKS.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { commitAndDate, median, replaceSection } from "./bench-report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const timeoutSeconds = 300;

/**
 * src/content-pipeline/body-policy.ts and the modules it loads at run time, as CommonJS in `folder`:
 * TypeScript's own compiler strips the types (scripts/lib/content-model.mjs does the same).
 */
const transpilePolicy = (folder) => {
  const pending = ["src/content-pipeline/body-policy.ts"];
  const done = new Set();
  while (pending.length > 0) {
    const file = pending.pop();
    if (done.has(file)) continue;
    done.add(file);
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(root, file), "utf8"), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: file,
    });
    const target = path.join(folder, file.replace(/\.ts$/, ".js"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, outputText);
    for (const [, specifier] of outputText.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)) {
      pending.push(path.join(path.dirname(file), `${specifier}.ts`));
    }
  }
};

/** The inputs, each built from the policy's own limits. */
const inputsFor = ({ maxBodyLength, markupBudgets, maxContainersOnALine }) => {
  const budgets = Object.values(markupBudgets);
  const prose = "Ordinary words of a legal page, as an editor writes them, with a full stop.\n\n";
  const toLimit = (head, filler = prose) => (head + filler.repeat(maxBodyLength)).slice(0, maxBodyLength);
  /** `unit` as many times as the budgets and the length allow. */
  const mostOf = (unit) =>
    Math.min(
      Math.floor(maxBodyLength / unit.length),
      ...budgets.map(({ pattern, most }) => {
        const held = unit.match(pattern)?.length ?? 0;
        return held === 0 ? Infinity : Math.floor(most / held);
      }),
    );
  const filled = (unit) => toLimit(unit.repeat(mostOf(unit)));
  /** `unit` as many times as allowed, spread evenly over the whole body with plain words between. */
  const spread = (unit) => {
    const times = mostOf(unit);
    const gap = Math.floor(maxBodyLength / times) - unit.length;
    return toLimit(`${unit}${"word ".repeat(gap).slice(0, gap)}`.repeat(times));
  };
  /** Lines made by `line(i)` until the body is as long as allowed, or `count` of them. */
  const lines = (line, count = Infinity) => {
    let body = "";
    for (let i = 0; body.length < maxBodyLength && i < count; i++) body += line(i);
    return toLimit(body.slice(0, maxBodyLength));
  };
  const marks = markupBudgets.emphasisAndLinks.most;
  const braces = markupBudgets.braces.most;
  const markers = maxContainersOnALine;
  const longSum = (room) => "a+".repeat(Math.floor(room / 2));
  const terms = fs.readFileSync(path.join(root, "content/legal/en/terms.mdx"), "utf8").split(/^---$/m)[2];
  return [
    ["the English terms, repeated (real text)", toLimit(terms, terms)],
    ["one line of plain text", "a".repeat(maxBodyLength)],
    ["`*a` repeated", filled("*a")],
    ["`*a` spread over the body", spread("*a")],
    ["`_a` repeated", filled("_a")],
    ["`*_a` repeated", filled("*_a")],
    ["`**_a` repeated", filled("**_a")],
    ["`***a` repeated", filled("***a")],
    ["`a*` repeated, then `*a` (closers before openers)", toLimit("a*".repeat(marks / 2) + "*a".repeat(marks / 2))],
    ["runs of `*` around one letter", toLimit(`${"*".repeat(marks / 2)}a${"*".repeat(marks / 2)}`)],
    ["runs of `_` around one letter", toLimit(`${"_".repeat(marks / 2)}a${"_".repeat(marks / 2)}`)],
    ["`[a](` repeated", filled("[a](")],
    ["`[a](` spread over the body", spread("[a](")],
    ["`![a](` repeated", filled("![a](")],
    ["`[a][` repeated", filled("[a][")],
    ["`[` repeated", filled("[")],
    ["`[*` repeated", filled("[*")],
    ["`*[` repeated", filled("*[")],
    [
      "a run of `[`, then `](b)` repeated (links in links)",
      toLimit(`${"[".repeat(marks / 2)}a${"](b)".repeat(marks / 2)}`),
    ],
    ["link reference definitions", lines((i) => `[r${i}]: /x\n`, marks / 2)],
    [
      "links to reference definitions",
      toLimit(`${"[a][r] ".repeat(Math.floor(marks / 6))}\n\n${"[r]: /x\n".repeat(Math.floor(marks / 6))}`),
    ],
    ["lists nested by indentation, 2 spaces a level", lines((i) => `${"  ".repeat(i)}- a\n`)],
    ["numbered lists nested by indentation", lines((i) => `${"   ".repeat(i)}1. a\n`)],
    [
      `${markers} list items opened on each line, each line nested in the one before`,
      lines((i) => `${"  ".repeat(markers * i)}${"- ".repeat(markers)}a\n`),
    ],
    [`\`- \` ${markers} times on each line`, lines(() => `${"- ".repeat(markers)}a\n`)],
    [`\`1. \` ${markers} times on each line`, lines(() => `${"1. ".repeat(markers)}a\n`)],
    [`\`> - \` ${markers / 2} times on each line`, lines(() => `${"> - ".repeat(markers / 2)}a\n`)],
    [`quotes ${markers} deep on each line`, lines(() => `${">".repeat(markers)} a\n`)],
    [
      `\`{(\`, a long sum, then \`}\` ${braces - 1} times`,
      toLimit(`{(${longSum(maxBodyLength - braces - 2)}${"}".repeat(braces - 1)}`),
    ],
    [
      `\`{(\`, then \`}\` ${braces - 1} times spread over a long sum`,
      toLimit(`{(${`}${longSum(maxBodyLength / braces - 2)}`.repeat(braces - 1)}`),
    ],
    [`braces nested ${braces / 2} deep`, toLimit(`${"{".repeat(braces / 2)}${"}".repeat(braces / 2)}`)],
    [
      `template literals nested ${braces / 2 - 1} deep`,
      toLimit(`{\`${"${`".repeat(braces / 2 - 1)}${"`}".repeat(braces / 2 - 1)}\`}`),
    ],
    [
      "an expression nesting round brackets",
      `{${"(".repeat(maxBodyLength / 2 - 1)}${")".repeat(maxBodyLength / 2 - 1)}}`,
    ],
    ["an expression `{a=a=…a}`", `{${"a=".repeat((maxBodyLength - 3) / 2)}a}`],
    [
      `a component attribute \`b={(\`, a long sum, then \`}\` ${braces - 1} times`,
      toLimit(`<A b={(${longSum(maxBodyLength - braces - 10)}${"}".repeat(braces - 1)}`),
    ],
    ["`export` with a long value over many lines", `export default [\n${"1,\n".repeat((maxBodyLength - 18) / 3)}]`],
    [
      "components nested (`<A>` repeated, then `</A>`)",
      toLimit(`${"<A>".repeat(maxBodyLength / 8)}${"</A>".repeat(maxBodyLength / 8)}`),
    ],
    ["`<FirmName />` repeated", filled("<FirmName /> ")],
    ["`a < b` repeated (refused at the first)", filled("a < b ")],
    ["backtick runs of growing length", lines((i) => `${"`".repeat(i + 1)} `)],
    ["backtick runs of growing length, none closed", lines((i) => `${"`".repeat(i + 1)}a${"`".repeat(i + 2)}`)],
    ["one run of backticks", "`".repeat(maxBodyLength)],
    ["character references", filled("&#123;&amp;")],
    ["backslash escapes", filled("\\\\")],
    ["headings", lines(() => "###### a\n")],
    ["setext headings", lines(() => "a\n===\n")],
    ["hard line breaks", lines(() => "a\\\n")],
  ];
};

/** One run in this process: the time bodyProblems takes over one input, and whether it read it. */
const runOne = async (policyFolder, index) => {
  const policy = createRequire(import.meta.url)(path.join(policyFolder, "src/content-pipeline/body-policy.js"));
  const { createProcessor } = await import("@mdx-js/mdx");
  const [, body] = inputsFor(policy)[index];
  let read = false;
  const watched = (options) => {
    read = true;
    return createProcessor(options);
  };
  policy.bodyProblems(createProcessor, "Warm up the reader.", "legal");
  const start = performance.now();
  const cpuAtStart = process.cpuUsage();
  policy.bodyProblems(watched, body, "legal");
  const { user, system } = process.cpuUsage(cpuAtStart);
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(JSON.stringify({ seconds, cpuSeconds: (user + system) / 1e6, read }));
};

const args = process.argv.slice(2);
if (args[0] === "--one") {
  await runOne(args[1], Number(args[2]));
  process.exit(0);
}

const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const policyFolder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-body-"));
transpilePolicy(policyFolder);
const policy = createRequire(import.meta.url)(path.join(policyFolder, "src/content-pipeline/body-policy.js"));
const inputs = inputsFor(policy);
const loadAtStart = os.loadavg()[0];
const rows = [];
try {
  for (const [index, [name, body]] of inputs.entries()) {
    const times = [];
    const cpuTimes = [];
    let outcome = "";
    for (let run = 0; run < runs && !outcome; run++) {
      const child = spawnSync(
        process.execPath,
        [fileURLToPath(import.meta.url), "--one", policyFolder, String(index)],
        {
          cwd: root,
          encoding: "utf8",
          timeout: timeoutSeconds * 1000,
        },
      );
      if (child.error?.code === "ETIMEDOUT") outcome = `over ${timeoutSeconds} s`;
      else if (child.status !== 0)
        outcome = `crashed: ${(child.stderr.match(/FATAL ERROR: [^\n]*/) ?? [child.stderr.trim().split("\n").pop()])[0]}`;
      else {
        const result = JSON.parse(child.stdout);
        if (!result.read) outcome = "refused unread: not a valid input, fix the benchmark";
        times.push(result.seconds);
        cpuTimes.push(result.cpuSeconds);
      }
    }
    const row = { name, length: body.length, times, cpuTimes, outcome };
    rows.push(row);
    console.log(
      `${name}: ${outcome || `median ${median(times).toFixed(2)} s, slowest ${Math.max(...times).toFixed(2)} s`}`,
    );
  }
} finally {
  fs.rmSync(policyFolder, { recursive: true, force: true });
}
const loadAtEnd = os.loadavg()[0];

const { date, commit } = commitAndDate();
const seconds = (value) => `${value.toFixed(2)} s`;
const slowest = rows.filter((row) => !row.outcome).sort((a, b) => median(b.times) - median(a.times))[0];
const table = [
  `Measured ${date} at commit \`${commit}\` with \`npm run bench:body\` on ${os.cpus().length} cores (Node ${process.version}); each input in a fresh Node process, ${runs} runs, timing \`bodyProblems\` after one small body has warmed the reader up; CPU is the process's user and system time over the same call (garbage collection on other threads included), steadier than the wall clock when other jobs share the machine. Limits: ${policy.maxBodyLength.toLocaleString("en")} characters, ${policy.markupBudgets.braces.most} curly brackets, ${policy.markupBudgets.emphasisAndLinks.most.toLocaleString("en")} of \`* _ [ ]\`, ${policy.maxContainersOnALine} lists or quotes opened on a line. Load average at the start: ${loadAtStart.toFixed(2)}, at the end: ${loadAtEnd.toFixed(2)} (shared machine).`,
  "",
  "| Input (at the limits) | Characters | Median | Slowest run | CPU (median) |",
  "|---|---|---|---|---|",
  ...rows.map(({ name, length, times, cpuTimes, outcome }) =>
    outcome
      ? `| ${name} | ${length.toLocaleString("en")} | ${outcome} | | |`
      : `| ${name} | ${length.toLocaleString("en")} | ${seconds(median(times))} | ${seconds(Math.max(...times))} | ${seconds(median(cpuTimes))} |`,
  ),
  "",
  slowest ? `Slowest input: ${slowest.name}, ${seconds(median(slowest.times))} (median).` : "No input was read.",
].join("\n");
replaceSection("body", table);
console.log(`\nBENCHMARKS.md: section "body" written.`);
