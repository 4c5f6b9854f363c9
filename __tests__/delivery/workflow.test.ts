/** @jest-environment node */
import fs from "fs";
import path from "path";
import { parse } from "yaml";

/**
 * The GitHub Actions workflow cannot run here, so this reads it: it tests what .ci/run tests,
 * deploys production only from main after the tests, and previews every pull request.
 */
const root = path.resolve(__dirname, "../..");
const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/deploy.yml"), "utf8"));
const ciRun = fs.readFileSync(path.join(root, ".ci/run"), "utf8");

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean | string };
  steps: Step[];
}
const jobs: Record<string, Job> = workflow.jobs;
const { test: testJob, preview, production } = jobs;
const commands = (job: Job) => job.steps.map((step) => step.run ?? "").join("\n");
const stepIndex = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ""));
const stepsUsingSecrets = (job: Job) =>
  job.steps.filter((step) => Object.values(step.env ?? {}).some((value) => /secrets\./.test(String(value))));
const needs = (job: Job) => [job.needs ?? []].flat();

test("runs on pushes to main and on every pull request", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
  expect(workflow.on).toHaveProperty("pull_request");
});

test("grants nothing by default, and each job only what it needs", () => {
  expect(workflow.permissions).toEqual({});
  expect(testJob.permissions).toEqual({ contents: "read" });
  expect(production.permissions).toEqual({ contents: "read" });
  expect(preview.permissions).toEqual({ contents: "read", statuses: "write" });
  for (const job of Object.values(jobs))
    for (const step of job.steps.filter((s) => s.uses?.startsWith("actions/checkout")))
      expect(step.with?.["persist-credentials"]).toBe(false);
});

test("the test job runs the same install and test commands as .ci/run, in the same order", () => {
  const npmCommands = (text: string) =>
    [...text.matchAll(/^\s*(npm (?:ci|test)\b[^\n]*)$/gm)].map((m) => m[1].trim().split(" ").slice(0, 2).join(" "));
  expect(npmCommands(ciRun)).toEqual(["npm ci", "npm test"]);
  expect(npmCommands(commands(testJob))).toEqual(npmCommands(ciRun));
  expect(stepsUsingSecrets(testJob)).toEqual([]);
});

test("uses Node 24, the LTS line current in November 2026, in every job", () => {
  expect(workflow.env.NODE_VERSION).toBe("24");
  for (const job of Object.values(jobs)) {
    const setup = job.steps.find((step) => step.uses?.startsWith("actions/setup-node"));
    expect(setup?.with?.["node-version"]).toBe("${{ env.NODE_VERSION }}");
  }
});

test("restores Gatsby's .cache and public/ before building, so content-only commits rebuild incrementally", () => {
  const cacheStep = testJob.steps.findIndex((step) => step.uses?.startsWith("actions/cache"));
  expect(cacheStep).toBeGreaterThanOrEqual(0);
  expect(testJob.steps[cacheStep].with?.path.split("\n").filter(Boolean)).toEqual([".cache", "public"]);
  expect(testJob.steps[cacheStep].with?.["restore-keys"]).toBeTruthy();
  expect(cacheStep).toBeLessThan(stepIndex(testJob, /npm test/));
});

test("deploys production only from main, after the tests, through build:production, one deploy at a time", () => {
  expect(needs(production)).toEqual(["test"]);
  expect(production.if).toBe("github.ref == 'refs/heads/main' && github.event_name != 'pull_request'");
  const build = stepIndex(production, /^npm run build:production$/m);
  const deploy = stepIndex(production, /netlify deploy --no-build --prod --dir=public/);
  expect(build).toBeGreaterThanOrEqual(0);
  expect(deploy).toBeGreaterThan(build);
  expect(production.steps[build].env).toMatchObject({
    SITE_URL: "${{ vars.SITE_URL }}",
    GATSBY_GTM_ID: "${{ vars.GATSBY_GTM_ID }}",
  });
  expect(production.concurrency).toEqual({ group: "production", "cancel-in-progress": false });
  expect(stepsUsingSecrets(production)).toEqual([production.steps[deploy]]);
});

test("deploys every pull request from this repository to a preview, without tag manager, and links it from the PR", () => {
  expect(needs(preview)).toEqual(["test"]);
  expect(preview.if).toMatch(/^github\.event_name == 'pull_request'/);
  expect(commands(preview)).not.toMatch(/--prod\b/);
  const build = stepIndex(preview, /^npm run build:preview$/m);
  const deploy = stepIndex(preview, /netlify deploy --no-build --dir=public --alias/);
  const status = stepIndex(preview, /gh api "repos\/\$\{GITHUB_REPOSITORY\}\/statuses\//);
  expect(build).toBeGreaterThanOrEqual(0);
  expect(deploy).toBeGreaterThan(build);
  expect(status).toBeGreaterThan(deploy);
  expect(preview.steps[status].env?.PREVIEW_URL).toBe("${{ steps.deploy.outputs.url }}");
  expect(JSON.stringify(preview.steps)).not.toMatch(/GATSBY_GTM_ID/);
  expect(stepsUsingSecrets(preview)).toEqual([preview.steps[deploy]]);
});

test("the preview build turns on noindex and turns off the tag manager", () => {
  expect(JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts["build:preview"]).toBe(
    "node scripts/build-production.cjs --preview",
  );
  expect(fs.readFileSync(path.join(root, "scripts/build-production.cjs"), "utf8")).toMatch(
    /if \(preview\) \{\s*env\.GATSBY_DEPLOY_PREVIEW = "true";/,
  );
});

test("runs the Netlify CLI locked in .github/netlify, never an unpinned npx download", () => {
  const tools = JSON.parse(fs.readFileSync(path.join(root, ".github/netlify/package.json"), "utf8"));
  const lock = JSON.parse(fs.readFileSync(path.join(root, ".github/netlify/package-lock.json"), "utf8"));
  expect(tools.dependencies["netlify-cli"]).toMatch(/^\d+\.\d+\.\d+$/);
  expect(lock.packages["node_modules/netlify-cli"].version).toBe(tools.dependencies["netlify-cli"]);
  for (const job of [preview, production]) {
    expect(commands(job)).toContain("npm ci --no-audit --no-fund --prefix .github/netlify");
    // Since netlify-cli 21, deploy runs a build first unless told not to: public/ is already built and checked.
    expect(commands(job)).toMatch(/^\.github\/netlify\/node_modules\/\.bin\/netlify deploy --no-build /m);
  }
  expect(Object.values(jobs).map(commands).join("\n")).not.toMatch(/npx[^\n]*netlify/);
  const site = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  expect({ ...site.dependencies, ...site.devDependencies }).not.toHaveProperty("netlify-cli");
});
