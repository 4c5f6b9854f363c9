/**
 * What the scaffold scripts (new-service.mjs, new-insight.mjs) share: where they write, how they
 * name files to an editor, how they stop, and how they read the title into a web address.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toKebabCase } from "./content-model.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultContentDir = path.join(root, "content");
/** CONTENT_DIR=<dir> writes there instead of the site's content/ folder (for tests). */
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
