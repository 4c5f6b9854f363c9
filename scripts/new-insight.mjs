#!/usr/bin/env node
/**
 * Starts a new insight (a legal update): content/insights/en/<slug>.mdx with the fields of the
 * content model, today's date and the scaffold's text (which the build refuses) where the editor
 * must write. An Arabic update goes in content/insights/ar/ (same file name when it is the twin).
 *
 * Usage: npm run new:insight -- "Title of the update"
 *
 * CONTENT_DIR=<dir> writes into <dir>/insights/en instead of the site's content/ folder (for tests).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentModel, placeholderMarker, toKebabCase } from "./lib/content-model.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, "content");
const { folder, fields } = contentModel.insight;
const dirOf = (lang) => path.join(contentDir, folder, lang);

const shown = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
};

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const usage = 'Usage: npm run new:insight -- "Title of the update"';

/** A YAML double-quoted string. */
const yamlString = (value) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const toDo = (field) => yamlString(`${placeholderMarker}: ${field.description}`);

/** One frontmatter line (or block) per required field of the model: known values, else the scaffold's text. */
const frontmatter = ({ title, today }) =>
  fields
    .filter((field) => field.required)
    .map((field) => {
      if (field.name === "title") return `title: ${yamlString(title)}`;
      switch (field.type) {
        case "date":
          return `${field.name}: ${today}`;
        case "topics":
          return `${field.name}:\n  - ${toDo(field)}`;
        case "sources":
          return `${field.name}:\n  - title: ${toDo(field)}\n    url: "https://"`;
        default:
          return `${field.name}: ${toDo(field)}`;
      }
    })
    .join("\n");

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage);
  process.exit(0);
}
const title = args.join(" ").replace(/\s+/g, " ").trim();
if (!title) fail(`Please give the title of the new update.\n${usage}`);
const slug = toKebabCase(title);
if (!slug) fail(`Could not make a web address from "${title}": the title needs at least one letter A-Z or digit 0-9.`);

for (const lang of fs.existsSync(path.join(contentDir, folder)) ? fs.readdirSync(path.join(contentDir, folder)) : []) {
  const existing = path.join(dirOf(lang), `${slug}.mdx`);
  if (fs.existsSync(existing)) fail(`${shown(existing)} already exists: choose another title or edit that file`);
}

const file = path.join(dirOf("en"), `${slug}.mdx`);
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `---
${frontmatter({ title, today: new Date().toISOString().slice(0, 10) })}
---

${placeholderMarker} with what changed, from when, and for whom, in two or three short paragraphs. Name each law as the official text names it, and list it under sources.

## What it means for you

${placeholderMarker} with what a business or a person should do now. Promise no outcome.

<BookACall />
`,
  { flag: "wx" },
);
console.log(`Created ${shown(file)}

Next steps:
  1. Replace every "${placeholderMarker}" text: the summary (description), the author (a person's id in src/site-facts.ts),
     the topics (file names of service pages in content/services/en/), the sources (each law's title and https:// address)
     and the text. The build refuses the update until none is left.
  2. Once a lawyer of the firm has checked it, add reviewedOn (that day) and reviewedBy: the live site's build refuses it otherwise.
  3. Check it with npm run develop at http://localhost:8000/insights/${slug}/
  4. An Arabic version goes in ${shown(path.join(dirOf("ar"), `${slug}.mdx`))} (same file name: the two are twins). It is optional.
The editor's guide is content/README.md ("Insights").`);
