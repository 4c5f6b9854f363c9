#!/usr/bin/env node
/**
 * `npm run cms`: the CMS with no account and no network. Decap's local backend (decap-server,
 * on port 8081) reads and writes content/ in this working tree, and `gatsby develop` serves
 * the site at http://localhost:8000 and the CMS at http://localhost:8000/admin/.
 * Ctrl+C stops both. What an editor saves is a change in git like any other: review, commit.
 * `npm run cms -- --workflow`: drafts and the Workflow board as in production, at /admin/?workflow
 * (decap-server's git mode: a draft is a `cms/…` branch of this repository, which it checks out
 * and commits to, so the working tree must be clean).
 */
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

const start = (name, args, env = {}) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    console.log(`${name} stopped${code ? ` (exit code ${code})` : ""}; stopping the other.`);
    stopAll(code ?? 0);
  });
  return child;
};

const workflow = process.argv.includes("--workflow");
if (workflow && spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout !== "") {
  console.error(
    "npm run cms -- --workflow commits to branches of this repository: commit or stash your changes first.",
  );
  process.exit(1);
}

const children = [
  start("decap-server", [require.resolve("decap-server/dist/index.js")], {
    GIT_REPO_DIRECTORY: root,
    PORT: "8081",
    MODE: workflow ? "git" : "fs",
  }),
  start("gatsby develop", [require.resolve("gatsby/cli.js"), "develop"]),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT");
  process.exitCode = code;
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
console.log(
  `Editing content/ through the CMS: http://localhost:8000/admin/${workflow ? "?workflow" : ""} once gatsby develop is ready.`,
);
