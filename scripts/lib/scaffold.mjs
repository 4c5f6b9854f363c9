/**
 * What the scaffold scripts (new-service.mjs, new-insight.mjs) share: where they write, how they
 * name files to an editor, how they stop, and how they read the title into a web address.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toKebabCase } from "./content-model.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultContentDir = path.join(root, "content");
/** CONTENT_DIR=<dir>/content writes there instead of the site's content/ folder (for tests). */
export const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : defaultContentDir;

/** Paths as an editor sees them: relative to the project when inside it. */
export const shown = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
};

export const fail = (message) => {
  console.error(message);
  process.exit(1);
};

/** A YAML double-quoted string. */
export const yamlString = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The title given on the command line and its slug; prints `usage` for --help, and stops with
 * `usage` when there is no title (`what` names it: "service", "update") or no slug can be made of it.
 */
export const titleAndSlug = (args, usage, what) => {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  const title = args.join(" ").replace(/\s+/g, " ").trim();
  if (!title) fail(`Please give the title of the new ${what}.\n${usage}`);
  const slug = toKebabCase(title);
  if (!slug) {
    fail(
      `Could not make a web address from "${title}": the title needs at least one letter A-Z or digit 0-9.\n${usage}`,
    );
  }
  return { title, slug };
};

/** Stops when one of `files` exists: the new page would become that page's twin. */
export const refuseExisting = (files) => {
  for (const existing of files) {
    if (fs.existsSync(existing)) fail(`${shown(existing)} already exists: choose another title or edit that file`);
  }
};

/**
 * What the build would refuse in `file`, the page the scaffold has just written, in the build's words: the
 * content pipeline reads the content folder as `loadContent` does (readContentSources, then resolveContent,
 * src/content-pipeline/), so the rules and the cross-references are the build's. The scaffold's text left
 * for the editor to replace is not among them: the next steps say to replace it.
 */
export const buildProblemsWith = async (file) => {
  const require = createRequire(import.meta.url);
  require("./require-ts.cjs");
  const { readContentSources } = require(path.join(root, "src/content-pipeline/load-content.ts"));
  const { resolveContent } = require(path.join(root, "src/content-pipeline/resolve-content.ts"));
  const { formatProblem } = require(path.join(root, "src/content-pipeline/field-checks.ts"));
  const project = path.dirname(contentDir);
  const { report } = resolveContent(await readContentSources(project));
  const shownFile = path.relative(project, file).split(path.sep).join("/");
  return report.problems.filter((problem) => problem.file === shownFile).map(formatProblem);
};

/** Stops when the build would refuse `file`, taking away it and the `made` files written with it. */
export const refuseWhatTheBuildWould = async (file, made = []) => {
  const problems = await buildProblemsWith(file);
  if (problems.length === 0) return;
  for (const written of [file, ...made]) fs.rmSync(written, { force: true });
  fail(`The build would refuse the new page, so it was not kept:\n  ${problems.join("\n  ")}`);
};
