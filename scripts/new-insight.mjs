#!/usr/bin/env node
/**
 * Starts a new insight (a legal update): content/insights/en/<slug>.mdx with the fields of the
 * content model, today's date and the scaffold's text (which the build refuses) where the editor
 * must write. An Arabic update goes in content/insights/ar/ (same file name when it is the twin).
 *
 * Usage: npm run new:insight -- "Title of the update"
 *
 * CONTENT_DIR=<dir>/content writes into <dir>/content/insights/en instead of the site's content/ folder (for tests).
 */
import fs from "node:fs";
import path from "node:path";
import { contentModel, placeholderMarker } from "./lib/content-model.mjs";
import {
  contentDir,
  refuseExisting,
  refuseWhatTheBuildWould,
  shown,
  titleAndSlug,
  yamlString,
} from "./lib/scaffold.mjs";

const { folder, fields } = contentModel.insight;
const dirOf = (lang) => path.join(contentDir, folder, lang);

const usage = 'Usage: npm run new:insight -- "Title of the update"';

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

const { title, slug } = titleAndSlug(process.argv.slice(2), usage, "update");

const languageFolders = fs.existsSync(path.join(contentDir, folder))
  ? fs.readdirSync(path.join(contentDir, folder))
  : [];
refuseExisting(languageFolders.map((lang) => path.join(dirOf(lang), `${slug}.mdx`)));

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
await refuseWhatTheBuildWould(file);
console.log(`Created ${shown(file)}

Next steps:
  1. Replace every "${placeholderMarker}" text: the summary (description), the author (a person's id in src/site-facts.ts),
     the topics (file names of service pages in content/services/en/), the sources (each law's title and https:// address)
     and the text. The build refuses the update until none is left.
  2. Once a lawyer of the firm has checked it, add reviewedOn (that day) and reviewedBy: the live site's build refuses it otherwise.
  3. Check it with npm run develop at http://localhost:8000/insights/${slug}/
  4. An Arabic version goes in ${shown(path.join(dirOf("ar"), `${slug}.mdx`))} (same file name: the two are twins). It is optional.
The editor's guide is content/README.md ("Insights").`);
