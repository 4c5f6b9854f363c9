#!/usr/bin/env node
/**
 * `npm run build:production`: what the deploy workflow runs for the live site.
 * Checks the deploy inputs first (SITE_URL, the tag-manager ID, no sample or
 * placeholder site fact, testimonial or picture (the founder's portrait), sources for the testimonials and claims;
 * src/lib/production-inputs.ts; no content file whose frontmatter cannot be read, src/lib/content-files.ts,
 * read as data and never run; no service page never reviewed for UAE law, src/lib/review-status.ts;
 * no English page without its translation, src/lib/translations.ts, which also reports translations out of date)
 * and stops with one message listing every problem;
 * only then runs `gatsby build`, and then searches the built tree in public/ for any
 * sample or placeholder left (src/lib/deployed-tree.ts): a hit fails the command.
 *
 * `--preview` builds a deploy preview instead: sample facts are allowed (the firm
 * reviews content before launch too), the tag manager is left out and every
 * response says X-Robots-Tag: noindex (GATSBY_DEPLOY_PREVIEW=true).
 */
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
require("./lib/require-ts.cjs");

const root = path.resolve(__dirname, "..");

const preview = process.argv.includes("--preview");
const env = { ...process.env };
const fromRoot = (file) => path.join(root, file);
const { buildMessages } = require(fromRoot("src/lib/build-messages.ts"));

const stopOn = (problems, headline, footer) => {
  if (problems.length === 0) return;
  console.error(
    [
      buildMessages.problemsToFix(headline, problems.length),
      ...problems.map((problem) => `  - ${problem}`),
      footer,
    ].join("\n"),
  );
  process.exit(1);
};

const beforeLaunch = "(npm run build builds with the sample values, for development; see docs/before-launch.md.)";

if (preview) {
  env.GATSBY_DEPLOY_PREVIEW = "true";
} else {
  delete env.GATSBY_DEPLOY_PREVIEW;
  const { productionInputProblems, sampleImageProblems } = require(fromRoot("src/lib/production-inputs.ts"));
  const inputs = {
    facts: require(fromRoot("src/site-facts.ts")).siteFacts,
    factsSource: fs.readFileSync(fromRoot("src/site-facts.ts"), "utf8"),
    testimonials: require(fromRoot("src/data/testimonials.ts")).testimonials,
    testimonialsSource: fs.readFileSync(fromRoot("src/data/testimonials.ts"), "utf8"),
  };
  const { unreviewedPages } = require(fromRoot("src/lib/review-status.ts"));
  const { translationStatus } = require(fromRoot("src/lib/translations.ts"));
  const { formatProblem } = require(fromRoot("src/lib/content-validation.ts"));
  const { unreadableContentFiles } = require(fromRoot("src/lib/content-files.ts"));
  const translations = translationStatus(root);
  for (const stale of translations.stale)
    console.warn(`${buildMessages.staleTranslationWarning()}${formatProblem(stale)}`);
  stopOn(
    [
      ...productionInputProblems(env, inputs),
      ...sampleImageProblems(
        fs.readdirSync(fromRoot("content/images")).map((name) => ({
          file: `content/images/${name}`,
          bytes: fs.readFileSync(fromRoot(`content/images/${name}`)),
        })),
      ),
      ...unreadableContentFiles(root).map(formatProblem),
      ...unreviewedPages(root),
      ...translations.missing.map(formatProblem),
    ],
    buildMessages.notForProduction(),
    beforeLaunch,
  );
}

const gatsby = require.resolve("gatsby/cli.js", { paths: [root] });
const result = spawnSync(process.execPath, [gatsby, "build"], { cwd: root, env, stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);

if (!preview) {
  const { deployedTreeProblems } = require(fromRoot("src/lib/deployed-tree.ts"));
  const project = JSON.parse(fs.readFileSync(fromRoot("package.json"), "utf8")).name;
  stopOn(deployedTreeProblems(fromRoot("public"), project), buildMessages.notForUpload(), beforeLaunch);
}
