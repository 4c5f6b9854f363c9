#!/usr/bin/env node
/**
 * `npm run build:production`: what the deploy workflow runs for the live site.
 * Checks the deploy inputs first (SITE_URL, the tag-manager ID, no SAMPLE site fact
 * left, src/lib/production-inputs.ts; no page never reviewed for UAE law, src/lib/review-status.ts) and stops with one message listing every
 * problem; only then runs `gatsby build`.
 *
 * `--preview` builds a deploy preview instead: sample facts are allowed (the firm
 * reviews content before launch too), the tag manager is left out and every
 * response says X-Robots-Tag: noindex (GATSBY_DEPLOY_PREVIEW=true).
 */
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const ts = require("typescript");

const root = path.resolve(__dirname, "..");

// Node 20 cannot load TypeScript: compile src/*.ts on require, as the site's own sources.
require.extensions[".ts"] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    fileName: filename,
  });
  module._compile(outputText, filename);
};

const preview = process.argv.includes("--preview");
const env = { ...process.env };

if (preview) {
  env.GATSBY_DEPLOY_PREVIEW = "true";
} else {
  delete env.GATSBY_DEPLOY_PREVIEW;
  const { siteFacts } = require(path.join(root, "src/site-facts.ts"));
  const { productionInputProblems } = require(path.join(root, "src/lib/production-inputs.ts"));
  const source = fs.readFileSync(path.join(root, "src/site-facts.ts"), "utf8");
  const { unreviewedPages } = require(path.join(root, "src/lib/review-status.ts"));
  const problems = [...productionInputProblems(env, siteFacts, source), ...unreviewedPages(root)];
  if (problems.length > 0) {
    console.error(
      [
        `Not building for production: ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix first.`,
        ...problems.map((problem) => `  - ${problem}`),
        '(npm run build builds with the sample values, for development; see README "Before launch".)',
      ].join("\n"),
    );
    process.exit(1);
  }
}

const gatsby = require.resolve("gatsby/cli.js", { paths: [root] });
const result = spawnSync(process.execPath, [gatsby, "build"], { cwd: root, env, stdio: "inherit" });
process.exit(result.status ?? 1);
