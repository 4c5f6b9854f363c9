import fs from "fs";
import path from "path";
import { isScalar, parse, parseDocument, visit } from "yaml";

/**
 * The delivery rules of .github/workflows/, as pure functions over the parsed workflows: each returns
 * the problems it finds ("file: jobs.x.steps[2]: …"), so a test can plant a fault in a copy and
 * expect it reported.
 */

export interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
export interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean | string };
  env?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  name: string;
  on: string | string[] | Record<string, unknown>;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}
/** One workflow file: its name in .github/workflows/, its text (for comments) and its parsed content. */
export interface WorkflowFile {
  file: string;
  text: string;
  workflow: Workflow;
}
interface JobRef {
  file: string;
  workflow: Workflow;
  id: string;
  job: Job;
}

export const readWorkflows = (dir: string): WorkflowFile[] =>
  fs
    .readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      return { file, text, workflow: parse(text) as Workflow };
    });

const allJobs = (files: WorkflowFile[]): JobRef[] =>
  files.flatMap(({ file, workflow }) =>
    Object.entries(workflow.jobs).map(([id, job]) => ({ file, workflow, id, job })),
  );
const where = ({ file, id }: JobRef, rest = "") => `${file}: jobs.${id}${rest}`;

export const triggers = (workflow: Workflow): Record<string, unknown> => {
  const on = workflow.on;
  if (typeof on === "string") return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((event) => [event, null]));
  return on;
};

const isMainOnlyPush = (config: unknown) => {
  const filter = (config ?? {}) as Record<string, unknown>;
  return JSON.stringify(filter.branches) === '["main"]' && Object.keys(filter).length === 1;
};

/**
 * Events for which GitHub runs the workflow file as a branch has it (pull_request, a push to a branch
 * other than main, a manual run on any branch): whoever can push a branch writes that job.
 * workflow_run and schedule always run main's file; a push to main only runs reviewed code.
 */
export const branchCodeTriggers = (workflow: Workflow): string[] =>
  Object.entries(triggers(workflow))
    .filter(
      ([event, config]) =>
        !(event === "workflow_run" || event === "schedule" || (event === "push" && isMainOnlyPush(config))),
    )
    .map(([event]) => event);

const isAction = (step: Step, action: string) => step.uses?.split("@")[0] === action;
const isCheckout = (step: Step) => isAction(step, "actions/checkout");
/** A checkout of anything but the commit the workflow runs for (a pull request's head, another repository). */
const checksOutOtherCode = (step: Step) =>
  isCheckout(step) && (step.with?.ref !== undefined || step.with?.repository !== undefined);

export const runsBranchCode = ({ workflow, job }: JobRef) =>
  branchCodeTriggers(workflow).length > 0 || job.steps.some(checksOutOtherCode);

/** Paths (`steps[3].env.TOKEN`) of every `secrets.` expression, and every `secrets:` key, under a value. */
export const secretReferences = (value: unknown, at: string): string[] => {
  if (typeof value === "string") return /\bsecrets\./.test(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => secretReferences(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key === "secrets" ? [`${at}.${key}`] : []),
      ...secretReferences(item, `${at}.${key}`),
    ]);
  return [];
};

/** (a) No job that runs a branch's or a pull request's code may reach a secret (workflow env included). */
export const secretsInBranchCodeJobs = (files: WorkflowFile[]): string[] =>
  allJobs(files)
    .filter(runsBranchCode)
    .flatMap((ref) =>
      [...secretReferences(ref.workflow.env, "env"), ...secretReferences(ref.job, `jobs.${ref.id}`)].map(
        (at) => `${ref.file}: ${at} uses a secret, but the job runs a branch's code`,
      ),
    );

const netlifyDeploy = /\bnetlify"? deploy\b/;
const isDeployStep = (step: Step) => netlifyDeploy.test(step.run ?? "");
const deployJobs = (files: WorkflowFile[], production: boolean) =>
  allJobs(files).filter(({ job }) =>
    job.steps.some((step) => isDeployStep(step) && /--prod\b/.test(step.run ?? "") === production),
  );

export const environmentName = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

/** The clauses of an `if:` that is one conjunction; an `||` anywhere could bypass any of them. */
const conjuncts = (condition = "") =>
  /\|\|/.test(condition) ? [] : condition.split("&&").map((clause) => clause.replace(/\s+/g, " ").trim());
const missingClauses = (ref: JobRef, required: string[]) =>
  required
    .filter((clause) => !conjuncts(ref.job.if).includes(clause))
    .map((clause) => where(ref, `.if does not require ${clause}`));

const trustedCli = '"$GITHUB_WORKSPACE/.github/netlify/node_modules/.bin/netlify" deploy --no-build ';
const cliInstall = "npm ci --no-audit --no-fund --ignore-scripts --prefix .github/netlify";
const statusCall = 'gh api "repos/${GITHUB_REPOSITORY}/statuses/${HEAD_SHA}"';
const mainTip = 'main_sha="$(gh api "repos/${GITHUB_REPOSITORY}/git/ref/heads/main" --jq .object.sha)"';
/** Anything that would run code: a package manager, Node, a shell on a file, a path to a program. */
const runsCode = /\b(npx|node|yarn|pnpm|bash|sh|source|eval|exec)\b|\bnpm\b|(^|[\s;&|(])\.{0,2}\/[\w.-]/m;

/**
 * What a deploy job may do: check out main's .github/netlify (no other ref, no other files), set up
 * Node without a cache, download the artifact of the run that triggered it into the runner's temp
 * directory, install the locked CLI without install scripts, run it from an empty directory, write
 * the commit status. Nothing else runs, so nothing from the artifact or a branch can.
 */
const deployStepProblems = (ref: JobRef): string[] =>
  ref.job.steps.flatMap((step, index): string[] => {
    const at = (what: string) => where(ref, `.steps[${index}] ${what}`);
    if (step.uses !== undefined) {
      if (isCheckout(step)) {
        const files = String(step.with?.["sparse-checkout"] ?? "")
          .split("\n")
          .filter(Boolean);
        return [
          ...(checksOutOtherCode(step) ? [at("checks out another ref or repository")] : []),
          ...(files.length === 0 || files.some((file) => !file.startsWith(".github/netlify/"))
            ? [at("checks out more than .github/netlify/")]
            : []),
        ];
      }
      if (isAction(step, "actions/setup-node"))
        return step.with?.cache !== undefined || step.with?.["package-manager-cache"] !== false
          ? [at("lets setup-node restore a cache")]
          : [];
      if (isAction(step, "actions/download-artifact"))
        return [
          ...(step.with?.["run-id"] === "${{ github.event.workflow_run.id }}"
            ? []
            : [at("downloads from another run than the one that triggered this workflow")]),
          ...(String(step.with?.path ?? "").startsWith("${{ runner.temp }}/")
            ? []
            : [at("downloads into the workspace, not the runner's temp directory")]),
        ];
      return [at(`uses ${step.uses}, which may run the artifact`)];
    }
    const run = step.run ?? "";
    if (run.trim() === cliInstall) return [];
    if (isDeployStep(step)) {
      const lines = run.split("\n");
      const cli = lines.findIndex((line) => line.trimStart().startsWith(trustedCli));
      // The CLI line is checked too, after its trusted program: nothing may follow it on the line either.
      const others = lines.map((line) => line.replace(trustedCli, ""));
      return [
        ...(cli >= 0 && run.includes('--dir="$SITE_DIR"') ? [] : [at(`does not run ${trustedCli}--dir="$SITE_DIR"`)]),
        ...(lines.slice(0, Math.max(cli, 0)).some((line) => line.trim() === 'cd "$(mktemp -d)"')
          ? []
          : [at('runs the CLI without first cd "$(mktemp -d)" (netlify.toml and functions are read from there)')]),
        ...others.filter((line) => runsCode.test(line)).map((line) => at(`runs more than the CLI: ${line.trim()}`)),
      ];
    }
    if (run.trimStart().startsWith(statusCall)) return runsCode.test(run) ? [at("runs more than the status call")] : [];
    return [at(`runs something other than the CLI install, the deploy or the status call: ${run.trim()}`)];
  });

/** Values the deploy steps read from the event must come from GitHub's workflow_run payload, not a pull_request one. */
const eventValueProblems = (ref: JobRef) =>
  ref.job.steps.flatMap((step, index) =>
    Object.entries(step.env ?? {})
      .filter(([, value]) => /github\.event\./.test(value) && !/github\.event\.workflow_run\./.test(value))
      .map(([name]) => where(ref, `.steps[${index}].env.${name} is not from the workflow_run event`)),
  );

const onlyWorkflowRun = (ref: JobRef) =>
  JSON.stringify(Object.keys(triggers(ref.workflow))) === '["workflow_run"]'
    ? []
    : [`${ref.file}: triggered by ${Object.keys(triggers(ref.workflow)).join(", ")}, not only workflow_run`];

const exactlyOne = (jobs: JobRef[], what: string) =>
  jobs.length === 1 ? [] : [`expected one ${what} job, found ${jobs.map((ref) => where(ref)).join(", ") || "none"}`];

const triggeredBy = "github.event.workflow_run";
const triggeringRunChecks = [
  `${triggeredBy}.conclusion == 'success'`,
  `${triggeredBy}.head_repository.full_name == github.repository`,
];

/** (b) The preview deploy: a workflow_run job that only downloads public/ and deploys it. */
export const previewDeployProblems = (files: WorkflowFile[]): string[] => {
  const jobs = deployJobs(files, false);
  if (jobs.length !== 1) return exactlyOne(jobs, "preview deploy");
  const [preview] = jobs;
  return [
    ...onlyWorkflowRun(preview),
    ...missingClauses(preview, [...triggeringRunChecks, `${triggeredBy}.event == 'pull_request'`]),
    ...(environmentName(preview.job) === "preview" ? [] : [where(preview, " does not use the preview environment")]),
    ...deployStepProblems(preview),
    ...eventValueProblems(preview),
  ];
};

const artifactsDownloaded = (job: Job) =>
  job.steps.filter((step) => isAction(step, "actions/download-artifact")).map((step) => String(step.with?.name));
/** The jobs, in the workflows a workflow_run job follows, that upload the artifacts it downloads. */
const buildersOf = (files: WorkflowFile[], deploy: JobRef): JobRef[] => {
  const followed = (triggers(deploy.workflow).workflow_run as { workflows?: string[] } | undefined)?.workflows ?? [];
  const names = artifactsDownloaded(deploy.job);
  return allJobs(files).filter(
    ({ workflow, job }) =>
      followed.includes(workflow.name) &&
      job.steps.some((step) => isAction(step, "actions/upload-artifact") && names.includes(String(step.with?.name))),
  );
};

/**
 * The production deploy step first asks GitHub where main is and deploys only that commit: a run that
 * finishes late cannot roll the site back, and a run for a tag named "main" (whose workflow_run
 * head_branch is "main" too) deploys nothing.
 */
const mainTipProblems = (ref: JobRef) =>
  ref.job.steps.flatMap((step, index) => {
    const lines = (step.run ?? "").split("\n").map((line) => line.trim());
    const cli = lines.findIndex((line) => line.startsWith(trustedCli));
    const check = lines.indexOf(mainTip);
    return isDeployStep(step) &&
      !(check >= 0 && check < cli && lines.slice(check, cli).includes('if [[ "$main_sha" != "$HEAD_SHA" ]]; then'))
      ? [where(ref, `.steps[${index}] does not check that the commit is main's current one before deploying`)]
      : [];
  });

/** (c) Production: only a push to main, built by a main-only job, deployed through the production environment. */
export const productionDeployProblems = (files: WorkflowFile[]): string[] => {
  const jobs = deployJobs(files, true);
  if (jobs.length !== 1) return exactlyOne(jobs, "production deploy");
  const [production] = jobs;
  const builders = buildersOf(files, production);
  return [
    ...onlyWorkflowRun(production),
    ...missingClauses(production, [
      ...triggeringRunChecks,
      `${triggeredBy}.event == 'push'`,
      `${triggeredBy}.head_branch == 'main'`,
    ]),
    ...(environmentName(production.job) === "production"
      ? []
      : [where(production, " does not use the production environment")]),
    ...(JSON.stringify(production.job.concurrency) === '{"group":"production","cancel-in-progress":false}'
      ? []
      : [where(production, " may run beside, or be cancelled by, another production deploy")]),
    ...deployStepProblems(production),
    ...eventValueProblems(production),
    ...mainTipProblems(production),
    ...exactlyOne(builders, "production build"),
    ...builders.flatMap((builder) => [
      ...missingClauses(builder, ["github.event_name == 'push'", "github.ref == 'refs/heads/main'"]),
      ...(builder.job.steps.some((step) => /^npm run build:production$/m.test(step.run ?? ""))
        ? []
        : [where(builder, " does not run npm run build:production")]),
    ]),
  ];
};

/** (e) Nothing that feeds production restores a cache: a file removed from static/ must be gone. */
export const cachesFeedingProduction = (files: WorkflowFile[]): string[] =>
  deployJobs(files, true)
    .flatMap((deploy) => [deploy, ...buildersOf(files, deploy)])
    .flatMap((ref) =>
      ref.job.steps.flatMap((step, index) => {
        const at = where(ref, `.steps[${index}]`);
        if (step.uses?.startsWith("actions/cache")) return [`${at} restores a cache (${step.with?.path ?? ""})`];
        if (
          isAction(step, "actions/setup-node") &&
          (step.with?.cache !== undefined || step.with?.["package-manager-cache"] !== false)
        )
          return [`${at} lets setup-node restore a cache`];
        return [];
      }),
    );

/** (d) Every `uses:` is pinned to a full commit SHA, with the release it is in a trailing comment (`# v5.1.0`). */
export const unpinnedActions = ({ file, text }: Pick<WorkflowFile, "file" | "text">): string[] => {
  const problems: string[] = [];
  visit(parseDocument(text), {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== "uses" || !isScalar(pair.value)) return;
      const uses = String(pair.value.value);
      const version = pair.value.comment?.trim() ?? "";
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses))
        problems.push(`${file}: ${uses} is not pinned to a commit SHA`);
      if (!/^v\d+\.\d+\.\d+$/.test(version))
        problems.push(`${file}: ${uses} has no "# vX.Y.Z" comment naming its release`);
    },
  });
  return problems;
};
