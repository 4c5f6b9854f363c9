/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  cachesFeedingProduction,
  environmentName,
  type Job,
  previewDeployProblems,
  productionDeployProblems,
  readWorkflows,
  secretsInBranchCodeJobs,
  type Step,
  triggers,
  unpinnedActions,
  type WorkflowFile,
} from "./workflow-rules";

/**
 * The GitHub Actions workflows cannot run here, so this reads them. ci.yml ("Test and build") tests
 * what .ci/run tests and builds the preview and the live site with no secret; deploy.yml ("Deploy")
 * runs from main on workflow_run and only downloads and deploys. Each rule of workflow-rules.ts is
 * checked on the real files and shown to catch a fault planted in a copy.
 */
const root = path.resolve(__dirname, "../..");
const files = readWorkflows(path.join(root, ".github/workflows"));
const ciRun = fs.readFileSync(path.join(root, ".ci/run"), "utf8");

const byName = (file: string) => {
  const found = files.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`.github/workflows/${file} is missing`);
  return found.workflow;
};
const ci = byName("ci.yml");
const deploy = byName("deploy.yml");
const { test: testJob, "build-preview": buildPreview, "build-production": buildProduction } = ci.jobs;
const { preview, production } = deploy.jobs;
const everyJob = files.flatMap(({ workflow }) => Object.values(workflow.jobs));

const commands = (job: Job) => job.steps.map((step) => step.run ?? "").join("\n");
const stepIndex = (job: Job, pattern: RegExp) => job.steps.findIndex((step) => pattern.test(step.run ?? ""));
const stepUsing = (job: Job, action: string) => job.steps.find((step) => step.uses?.startsWith(`${action}@`));
const needs = (job: Job) => [job.needs ?? []].flat();

/** A deep copy of the workflows with one fault planted by `plant`. */
const planted = (plant: (copy: Record<string, WorkflowFile["workflow"]>) => void): WorkflowFile[] => {
  const copy = structuredClone(files);
  plant(Object.fromEntries(copy.map(({ file, workflow }) => [file, workflow])));
  return copy;
};
const secretEnv = { NETLIFY_AUTH_TOKEN: "${{ secrets.NETLIFY_AUTH_TOKEN }}" };
const prHeadCheckout: Step = {
  uses: "actions/checkout@fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09",
  with: { ref: "${{ github.event.workflow_run.head_sha }}", "persist-credentials": false },
};

describe("ci.yml: test and build, with no secret", () => {
  test("runs on pushes to main and on every pull request", () => {
    expect(triggers(ci)).toMatchObject({ push: { branches: ["main"] }, pull_request: null });
  });

  test("the test job runs the same install and test commands as .ci/run, in the same order", () => {
    const npmCommands = (text: string) =>
      [...text.matchAll(/^\s*(npm (?:ci|test)\b[^\n]*)$/gm)].map((m) => m[1].trim().split(" ").slice(0, 2).join(" "));
    expect(npmCommands(ciRun)).toEqual(["npm ci", "npm test"]);
    expect(npmCommands(commands(testJob))).toEqual(npmCommands(ciRun));
  });

  test("restores Gatsby's .cache and public/ in the test job only, so content-only commits rebuild incrementally", () => {
    const cacheStep = testJob.steps.findIndex((step) => step.uses?.startsWith("actions/cache@"));
    expect(cacheStep).toBeGreaterThanOrEqual(0);
    expect(String(testJob.steps[cacheStep].with?.path).split("\n").filter(Boolean)).toEqual([".cache", "public"]);
    expect(testJob.steps[cacheStep].with?.["restore-keys"]).toBeTruthy();
    expect(cacheStep).toBeLessThan(stepIndex(testJob, /npm test/));
    expect(everyJob.filter((job) => stepUsing(job, "actions/cache"))).toEqual([testJob]);
  });

  test("builds the preview of a pull request from this repository, after the tests, without tag manager", () => {
    expect(needs(buildPreview)).toEqual(["test"]);
    expect(buildPreview.if).toBe(
      "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository",
    );
    expect(stepIndex(buildPreview, /^npm run build:preview$/m)).toBeGreaterThanOrEqual(0);
    expect(stepUsing(buildPreview, "actions/upload-artifact")?.with).toMatchObject({
      name: "preview-site",
      path: "public",
    });
    expect(JSON.stringify([buildPreview, preview])).not.toMatch(/GATSBY_GTM_ID/);
  });

  test("builds the live site only for a push to main, after the tests, through build:production", () => {
    expect(needs(buildProduction)).toEqual(["test"]);
    expect(buildProduction.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    const build = stepIndex(buildProduction, /^npm run build:production$/m);
    expect(buildProduction.steps[build].env).toMatchObject({
      SITE_URL: "${{ vars.SITE_URL }}",
      GATSBY_GTM_ID: "${{ vars.GATSBY_GTM_ID }}",
    });
    const upload = buildProduction.steps.findIndex((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload).toBeGreaterThan(build);
    expect(buildProduction.steps[upload].with).toMatchObject({ name: "production-site", path: "public" });
  });

  test("main's runs queue and finish in order; a pull request's newer push cancels its older run", () => {
    expect(ci).toHaveProperty("concurrency", {
      group: "ci-${{ github.ref }}",
      "cancel-in-progress": "${{ github.event_name == 'pull_request' }}",
    });
  });
});

describe("deploy.yml: main's definition deploys the artifacts", () => {
  test("follows the Test and build workflow and downloads the artifacts it uploads", () => {
    expect(triggers(deploy)).toEqual({ workflow_run: { workflows: [ci.name], types: ["completed"] } });
    expect(stepUsing(preview, "actions/download-artifact")?.with?.name).toBe("preview-site");
    expect(stepUsing(production, "actions/download-artifact")?.with?.name).toBe("production-site");
  });

  test("deploys the preview under pr-<number> and then links it from the pull request as the CMS expects", () => {
    const deployStep = stepIndex(preview, /netlify" deploy --no-build --dir="\$SITE_DIR" \\$/m);
    const status = stepIndex(preview, /gh api "repos\/\$\{GITHUB_REPOSITORY\}\/statuses\//);
    expect(commands(preview)).toMatch(/--alias "pr-\$\{PR_NUMBER\}"/);
    expect(commands(preview)).not.toMatch(/--prod\b/);
    expect(preview.steps[deployStep].env).toMatchObject({
      PR_NUMBER: "${{ github.event.workflow_run.pull_requests[0].number }}",
      HEAD_SHA: "${{ github.event.workflow_run.head_sha }}",
    });
    expect(status).toBeGreaterThan(deployStep);
    expect(preview.steps[status].run).toContain('context="Netlify preview"');
    expect(preview.steps[status].env?.PREVIEW_URL).toBe("${{ steps.deploy.outputs.url }}");
  });

  test("the Netlify token is given only to the deploy steps, each in its environment", () => {
    const withSecrets = (job: Job) => job.steps.filter((step) => JSON.stringify(step).includes("secrets."));
    expect(withSecrets(preview)).toEqual([preview.steps[stepIndex(preview, /netlify" deploy/)]]);
    expect(withSecrets(production)).toEqual([production.steps[stepIndex(production, /netlify" deploy/)]]);
    expect([environmentName(preview), environmentName(production)]).toEqual(["preview", "production"]);
  });
});

test("grants nothing by default, and each job only what it needs; no checkout keeps credentials", () => {
  for (const { workflow } of files) expect(workflow.permissions).toEqual({});
  for (const job of [testJob, buildPreview, buildProduction]) expect(job.permissions).toEqual({ contents: "read" });
  expect(preview.permissions).toEqual({ contents: "read", actions: "read", statuses: "write" });
  expect(production.permissions).toEqual({ contents: "read", actions: "read" });
  const checkouts = everyJob.flatMap((job) => job.steps.filter((step) => step.uses?.startsWith("actions/checkout@")));
  expect(checkouts).toHaveLength(5);
  for (const step of checkouts) expect(step.with?.["persist-credentials"]).toBe(false);
});

test("uses Node 24, the LTS line current in November 2026, in every job", () => {
  for (const { workflow } of files) {
    expect(workflow.env?.NODE_VERSION).toBe("24");
    for (const job of Object.values(workflow.jobs))
      expect(stepUsing(job, "actions/setup-node")?.with?.["node-version"]).toBe("${{ env.NODE_VERSION }}");
  }
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
    expect(commands(job)).toContain("npm ci --no-audit --no-fund --ignore-scripts --prefix .github/netlify");
    // Since netlify-cli 21, deploy runs a build first unless told not to: public/ is already built and checked.
    expect(commands(job)).toMatch(
      /^\s*"\$GITHUB_WORKSPACE\/\.github\/netlify\/node_modules\/\.bin\/netlify" deploy --no-build /m,
    );
  }
  expect(everyJob.map(commands).join("\n")).not.toMatch(/npx[^\n]*netlify/);
  const site = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  expect({ ...site.dependencies, ...site.devDependencies }).not.toHaveProperty("netlify-cli");
});

describe("(a) no job that runs a branch's or a pull request's code can reach a secret", () => {
  test("holds for the workflows", () => {
    expect(secretsInBranchCodeJobs(files)).toEqual([]);
  });

  test("catches a secret in the test job's env", () => {
    const faulty = planted((copy) => Object.assign((copy["ci.yml"].jobs.test.steps[4].env ??= {}), secretEnv));
    expect(secretsInBranchCodeJobs(faulty)).toEqual([
      "ci.yml: jobs.test.steps[4].env.NETLIFY_AUTH_TOKEN uses a secret, but the job runs a branch's code",
    ]);
  });

  test("catches a secret in a workflow-level env, in a run line, and a `secrets:` key", () => {
    const faulty = planted((copy) => {
      Object.assign((copy["ci.yml"].env ??= {}), secretEnv);
      copy["ci.yml"].jobs["build-preview"].steps[2].run = 'npm ci --token "${{ secrets.NPM_TOKEN }}"';
      Object.assign(copy["ci.yml"].jobs["build-production"], { secrets: "inherit" });
    });
    expect(secretsInBranchCodeJobs(faulty)).toEqual(
      expect.arrayContaining([
        "ci.yml: env.NETLIFY_AUTH_TOKEN uses a secret, but the job runs a branch's code",
        "ci.yml: jobs.build-preview.steps[2].run uses a secret, but the job runs a branch's code",
        "ci.yml: jobs.build-production.secrets uses a secret, but the job runs a branch's code",
      ]),
    );
  });

  test("catches the deploy jobs once the deploy workflow also runs for pull requests or manual runs", () => {
    for (const event of ["pull_request", "workflow_dispatch"]) {
      const faulty = planted((copy) => Object.assign(copy["deploy.yml"].on as object, { [event]: null }));
      expect(secretsInBranchCodeJobs(faulty)).toEqual(
        expect.arrayContaining([
          "deploy.yml: jobs.preview.steps[4].env.NETLIFY_AUTH_TOKEN uses a secret, but the job runs a branch's code",
          "deploy.yml: jobs.production.steps[4].env.NETLIFY_AUTH_TOKEN uses a secret, but the job runs a branch's code",
        ]),
      );
    }
  });

  test("catches a deploy job that checks out the pull request's commit", () => {
    const faulty = planted((copy) => copy["deploy.yml"].jobs.preview.steps.unshift(prHeadCheckout));
    expect(secretsInBranchCodeJobs(faulty)).toContain(
      "deploy.yml: jobs.preview.steps[5].env.NETLIFY_AUTH_TOKEN uses a secret, but the job runs a branch's code",
    );
  });
});

describe("(b) the preview deploy only downloads public/ and deploys it, from main's workflow_run", () => {
  test("holds for the workflows", () => {
    expect(previewDeployProblems(files)).toEqual([]);
  });

  test.each<[string, (copy: Record<string, WorkflowFile["workflow"]>) => void, string]>([
    [
      "a pull_request trigger",
      (copy) => Object.assign(copy["deploy.yml"].on as object, { pull_request: null }),
      "deploy.yml: triggered by workflow_run, pull_request, not only workflow_run",
    ],
    [
      "a checkout of the pull request's commit",
      (copy) => copy["deploy.yml"].jobs.preview.steps.unshift(prHeadCheckout),
      "deploy.yml: jobs.preview.steps[0] checks out another ref or repository",
    ],
    [
      "a full checkout of main",
      (copy) => delete copy["deploy.yml"].jobs.preview.steps[0].with?.["sparse-checkout"],
      "deploy.yml: jobs.preview.steps[0] checks out more than .github/netlify/",
    ],
    [
      "npm ci on the artifact",
      (copy) => copy["deploy.yml"].jobs.preview.steps.splice(4, 0, { run: 'npm ci --prefix "$SITE_DIR"' }),
      'deploy.yml: jobs.preview.steps[4] runs something other than the CLI install, the deploy or the status call: npm ci --prefix "$SITE_DIR"',
    ],
    [
      "node run on a file of the artifact, after the CLI on its line",
      (copy) => {
        const step = copy["deploy.yml"].jobs.preview.steps[4];
        step.run = step.run?.replace('--dir="$SITE_DIR" \\', '--dir="$SITE_DIR" && node "$SITE_DIR/x.js" \\');
      },
      'deploy.yml: jobs.preview.steps[4] runs more than the CLI: --dir="$SITE_DIR" && node "$SITE_DIR/x.js" \\',
    ],
    [
      "the CLI run where the artifact is (it would read a netlify.toml or functions from it)",
      (copy) => {
        const step = copy["deploy.yml"].jobs.preview.steps[4];
        step.run = step.run?.replace('cd "$(mktemp -d)"', 'cd "$SITE_DIR"');
      },
      'deploy.yml: jobs.preview.steps[4] runs the CLI without first cd "$(mktemp -d)" (netlify.toml and functions are read from there)',
    ],
    [
      "an npx CLI",
      (copy) => {
        const step = copy["deploy.yml"].jobs.preview.steps[4];
        step.run = step.run?.replace('"$GITHUB_WORKSPACE/.github/netlify/node_modules/.bin/netlify"', "npx netlify");
      },
      'deploy.yml: jobs.preview.steps[4] does not run "$GITHUB_WORKSPACE/.github/netlify/node_modules/.bin/netlify" deploy',
    ],
    [
      "another action",
      (copy) =>
        copy["deploy.yml"].jobs.preview.steps.splice(4, 0, {
          uses: "someone/run-site@0123456789abcdef0123456789abcdef01234567",
        }),
      "deploy.yml: jobs.preview.steps[4] uses someone/run-site@0123456789abcdef0123456789abcdef01234567, which may run the artifact",
    ],
    [
      "the pull request number from the pull_request event",
      (copy) => {
        const env = copy["deploy.yml"].jobs.preview.steps[4].env;
        if (env) env.PR_NUMBER = "${{ github.event.pull_request.number }}";
      },
      "deploy.yml: jobs.preview.steps[4].env.PR_NUMBER is not from the workflow_run event",
    ],
    [
      "previews for forks",
      (copy) => {
        const job = copy["deploy.yml"].jobs.preview;
        job.if = job.if?.replace(" && github.event.workflow_run.head_repository.full_name == github.repository", "");
      },
      "deploy.yml: jobs.preview.if does not require github.event.workflow_run.head_repository.full_name == github.repository",
    ],
    [
      "an || that bypasses the conditions",
      (copy) => {
        const job = copy["deploy.yml"].jobs.preview;
        job.if = `${job.if} || true`;
      },
      "deploy.yml: jobs.preview.if does not require github.event.workflow_run.conclusion == 'success'",
    ],
    [
      "the production environment",
      (copy) => Object.assign(copy["deploy.yml"].jobs.preview, { environment: "production" }),
      "deploy.yml: jobs.preview does not use the preview environment",
    ],
  ])("catches %s", (_, plant, problem) => {
    expect(previewDeployProblems(planted(plant))).toContainEqual(expect.stringContaining(problem));
  });
});

describe("(c) production deploys only main's push, through the production environment, and runs no project code", () => {
  test("holds for the workflows", () => {
    expect(productionDeployProblems(files)).toEqual([]);
  });

  test.each<[string, (copy: Record<string, WorkflowFile["workflow"]>) => void, string]>([
    [
      "no environment",
      (copy) => delete copy["deploy.yml"].jobs.production.environment,
      "deploy.yml: jobs.production does not use the production environment",
    ],
    [
      "a deploy of any branch",
      (copy) => {
        const job = copy["deploy.yml"].jobs.production;
        job.if = job.if?.replace(" && github.event.workflow_run.head_branch == 'main'", "");
      },
      "deploy.yml: jobs.production.if does not require github.event.workflow_run.head_branch == 'main'",
    ],
    [
      "a production build for pull requests too",
      (copy) => Object.assign(copy["ci.yml"].jobs["build-production"], { if: "github.ref == 'refs/heads/main'" }),
      "ci.yml: jobs.build-production.if does not require github.event_name == 'push'",
    ],
    [
      "a build in the deploy job",
      (copy) => copy["deploy.yml"].jobs.production.steps.splice(4, 0, { run: "npm run build:production" }),
      "deploy.yml: jobs.production.steps[4] runs something other than the CLI install, the deploy or the status call",
    ],
    [
      "a cancellable deploy",
      (copy) =>
        Object.assign(copy["deploy.yml"].jobs.production, {
          concurrency: { group: "production", "cancel-in-progress": true },
        }),
      "deploy.yml: jobs.production may run beside, or be cancelled by, another production deploy",
    ],
    [
      "no check that the commit is main's current one (a late run, a tag named main)",
      (copy) => {
        const step = copy["deploy.yml"].jobs.production.steps[4];
        step.run = step.run?.replace(/main_sha=.*\n/, "");
      },
      "deploy.yml: jobs.production.steps[4] does not check that the commit is main's current one before deploying",
    ],
    [
      "an artifact from another run",
      (copy) => Object.assign(copy["deploy.yml"].jobs.production.steps[3].with ?? {}, { "run-id": "12345" }),
      "deploy.yml: jobs.production.steps[3] downloads from another run than the one that triggered this workflow",
    ],
  ])("catches %s", (_, plant, problem) => {
    expect(productionDeployProblems(planted(plant))).toContainEqual(expect.stringContaining(problem));
  });
});

describe("(d) every action is pinned to a commit SHA, with its release in a comment", () => {
  test("holds for the workflows", () => {
    expect(files.flatMap(unpinnedActions)).toEqual([]);
    expect(files.flatMap(({ text }) => text.match(/^\s*(?:- )?uses:/gm) ?? [])).toHaveLength(15);
  });

  test("catches a tag instead of a SHA, and a SHA without its version", () => {
    const ciFile = files.find(({ file }) => file === "ci.yml") as WorkflowFile;
    const tagged = ciFile.text.replace(/actions\/checkout@[0-9a-f]{40}/, "actions/checkout@v5");
    expect(unpinnedActions({ file: "ci.yml", text: tagged })).toEqual([
      "ci.yml: actions/checkout@v5 is not pinned to a commit SHA",
    ]);
    const uncommented = ciFile.text.replace(/(actions\/setup-node@[0-9a-f]{40}) # v[\d.]+/, "$1");
    expect(unpinnedActions({ file: "ci.yml", text: uncommented })).toEqual([
      expect.stringMatching(
        /^ci\.yml: actions\/setup-node@[0-9a-f]{40} has no "# vX\.Y\.Z" comment naming its release$/,
      ),
    ]);
  });
});

describe("(e) nothing that feeds production restores a cache", () => {
  test("holds for the workflows", () => {
    expect(cachesFeedingProduction(files)).toEqual([]);
  });

  test("catches a restored public/ and an npm cache in the production build", () => {
    const faulty = planted((copy) => {
      const steps = copy["ci.yml"].jobs["build-production"].steps;
      steps.splice(2, 0, { uses: "actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae", with: { path: "public" } });
      Object.assign(steps[1].with ?? {}, { cache: "npm" });
    });
    expect(cachesFeedingProduction(faulty)).toEqual([
      "ci.yml: jobs.build-production.steps[1] lets setup-node restore a cache",
      "ci.yml: jobs.build-production.steps[2] restores a cache (public)",
    ]);
  });
});
