#!/usr/bin/env node
/**
 * `npm run build:production`: what the deploy workflow runs for the live site.
 * Checks the deploy inputs first (SITE_URL, the tag-manager ID, no sample or
 * placeholder site fact, testimonial or picture (the founder's portrait), sources for the testimonials and claims;
 * src/build/production-inputs.ts) and the whole content, read as the build reads it
 * (loadContent, src/content-pipeline/load-content.ts: every problem the build would stop on,
 * no English page without its translation, and no service page never reviewed for UAE law,
 * src/build/review-status.ts), and stops with one message listing every problem;
 * only then runs `gatsby build`, and then searches the built tree in public/ for any
 * sample or placeholder left (src/build/deployed-tree.ts): a hit fails the command.
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
const { buildMessages } = require(fromRoot("src/content-pipeline/build-messages.ts"));

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

/** What stops the live site's build before Gatsby starts: the deploy inputs and the content. */
const productionProblems = async () => {
  const { productionInputProblems, sampleImageProblems } = require(fromRoot("src/build/production-inputs.ts"));
  const { unreviewedPages } = require(fromRoot("src/build/review-status.ts"));
  const { loadContent } = require(fromRoot("src/content-pipeline/load-content.ts"));
  const { formatProblem } = require(fromRoot("src/content-pipeline/field-checks.ts"));
  const inputs = {
    facts: require(fromRoot("src/site-facts.ts")).siteFacts,
    factsSource: fs.readFileSync(fromRoot("src/site-facts.ts"), "utf8"),
    testimonials: require(fromRoot("src/data/testimonials.ts")).testimonials,
    testimonialsSource: fs.readFileSync(fromRoot("src/data/testimonials.ts"), "utf8"),
  };
  const { documents, report } = await loadContent(root);
  return [
    ...productionInputProblems(env, inputs),
    ...sampleImageProblems(
      fs.readdirSync(fromRoot("content/images")).map((name) => ({
        file: `content/images/${name}`,
        bytes: fs.readFileSync(fromRoot(`content/images/${name}`)),
      })),
    ),
    ...[...report.problems, ...report.placeholders, ...report.missingTranslations].map(formatProblem),
    ...unreviewedPages(documents),
  ];
};

const main = async () => {
  if (preview) {
    env.GATSBY_DEPLOY_PREVIEW = "true";
  } else {
    delete env.GATSBY_DEPLOY_PREVIEW;
    stopOn(await productionProblems(), buildMessages.notForProduction(), beforeLaunch);
  }

  const gatsby = require.resolve("gatsby/cli.js", { paths: [root] });
  const result = spawnSync(process.execPath, [gatsby, "build"], { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);

  if (!preview) {
    const { deployedTreeProblems } = require(fromRoot("src/build/deployed-tree.ts"));
    const project = JSON.parse(fs.readFileSync(fromRoot("package.json"), "utf8")).name;
    stopOn(deployedTreeProblems(fromRoot("public"), project), buildMessages.notForUpload(), beforeLaunch);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
