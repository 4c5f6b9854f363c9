#!/usr/bin/env node
/**
 * `npm run cms`: the CMS with no account and no network. Decap's local backend (decap-server,
 * on port 8081 of the loopback address only, and for content/ only: scripts/lib/decap-server.cjs) reads and writes content/ in this working tree, and `gatsby develop` serves
 * the site at http://localhost:8000 and the CMS at http://localhost:8000/admin/ (`-- --port N`
 * for another port). Ctrl+C stops both. What an editor saves is a change in git like any other:
 * review, commit. The address is given once every page has been asked for once: gatsby develop
 * runs a page's query on its first request, and a browser that asks first shows Gatsby's
 * "Preparing requested page" instead of the page meanwhile.
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
const { decapServerEnv } = require("./lib/decap-server.cjs");

const start = (name, args, env = {}) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    console.log(`${name} stopped${code ? ` (exit code ${code})` : ""}; stopping the other.`);
    stopAll(code ?? 0);
  });
  return child;
};

const workflow = process.argv.includes("--workflow");
const portArgument = process.argv.indexOf("--port");
const port = portArgument === -1 ? "8000" : process.argv[portArgument + 1];
const origin = `http://localhost:${port}`;
if (workflow && spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout !== "") {
  console.error(
    "npm run cms -- --workflow commits to branches of this repository: commit or stash your changes first.",
  );
  process.exit(1);
}

const children = [
  start("decap-server", [require.resolve("./lib/decap-server.cjs")], decapServerEnv({ root, workflow })),
  start("gatsby develop", [require.resolve("gatsby/cli.js"), "develop", "--port", port]),
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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every page's path, once gatsby develop's data layer answers (it does before its first bundle is built). */
const pagePaths = async () => {
  for (;;) {
    const answer = await fetch(`${origin}/___graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "{ allSitePage { nodes { path } } }" }),
    }).catch(() => undefined);
    if (answer?.ok) return (await answer.json()).data.allSitePage.nodes.map(({ path: page }) => page);
    if (stopping) return [];
    await sleep(1000);
  }
};

/**
 * Asks gatsby develop for what a first visit needs: the JavaScript bundle (answered once it is built) and,
 * a few at a time, each page's data (its query runs then), so no editor's first visit waits for them.
 */
const warmUp = async () => {
  const pages = await pagePaths();
  const assets = ["/commons.js", "/admin/", "/admin/cms.js", "/page-data/app-data.json"];
  const urls = [
    ...assets,
    ...pages.map((page) => `/page-data${page === "/" ? "/index" : page.replace(/\/$/, "")}/page-data.json`),
  ];
  const next = () => urls.shift();
  const worker = async () => {
    for (let url = next(); url && !stopping; url = next()) await fetch(`${origin}${url}`).catch(() => undefined);
  };
  await Promise.all([worker(), worker(), worker()]);
};

console.log("Starting the site and the CMS; the address follows once every page is ready.");
await warmUp();
if (!stopping) {
  console.log(
    `Ready: edit content/ through the CMS at ${origin}/admin/${workflow ? "?workflow" : ""} (the site is at ${origin}/).`,
  );
}
