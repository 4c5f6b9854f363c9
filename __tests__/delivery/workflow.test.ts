/** @jest-environment node */
import fs from "fs";
import path from "path";
import { parse } from "yaml";

/** The GitHub Actions workflow cannot run here, so this checks it runs what .ci/run runs, and deploys what it built. */
const root = path.resolve(__dirname, "../..");
const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/deploy.yml"), "utf8"));
const ciRun = fs.readFileSync(path.join(root, ".ci/run"), "utf8");
const steps: { name?: string; uses?: string; run?: string; with?: Record<string, string> }[] =
  workflow.jobs["test-build-deploy"].steps;
const commands = steps.map((step) => step.run ?? "").join("\n");
const indexOfStep = (predicate: (step: (typeof steps)[number]) => boolean) => steps.findIndex(predicate);

test("runs on a push to main", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
});

test("runs the same install and test commands as .ci/run, in the same order", () => {
  const npmCommands = (text: string) =>
    [...text.matchAll(/^\s*(npm (?:ci|test)\b[^\n]*)$/gm)].map((m) => m[1].trim().split(" ").slice(0, 2).join(" "));
  expect(npmCommands(ciRun)).toEqual(["npm ci", "npm test"]);
  expect(npmCommands(commands)).toEqual(npmCommands(ciRun));
});

test("uses Node 20, as the README says", () => {
  const setup = steps.find((step) => step.uses?.startsWith("actions/setup-node"));
  expect(String(setup?.with?.["node-version"])).toBe("20");
});

test("restores Gatsby's .cache and public/ before building, so content-only commits rebuild incrementally", () => {
  const cacheStep = indexOfStep((step) => step.uses?.startsWith("actions/cache") ?? false);
  const testStep = indexOfStep((step) => /npm test/.test(step.run ?? ""));
  expect(cacheStep).toBeGreaterThanOrEqual(0);
  expect(steps[cacheStep].with?.path.split("\n").filter(Boolean)).toEqual([".cache", "public"]);
  expect(steps[cacheStep].with?.["restore-keys"]).toBeTruthy();
  expect(cacheStep).toBeLessThan(testStep);
});

test("deploys public/ to Netlify only after the tests", () => {
  const testStep = indexOfStep((step) => /npm test/.test(step.run ?? ""));
  const deployStep = indexOfStep((step) => /netlify-cli@\d+ deploy --prod --dir=public/.test(step.run ?? ""));
  expect(deployStep).toBeGreaterThan(testStep);
});
