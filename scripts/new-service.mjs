#!/usr/bin/env node
/**
 * Starts a new service page: content/services/en/<slug>.mdx (the English page; its Arabic
 * translation goes beside it in content/services/ar/) with valid frontmatter and the section
 * headings every service page uses, then draws its cover.
 *
 * Usage: node scripts/new-service.mjs "Title of the service"
 *        npm run new:service -- "Title of the service"
 *
 * CONTENT_DIR=<dir>/content writes into <dir>/content/services/en and <dir>/content/images instead of the
 * site's content/ folder (for tests). make-covers.mjs only knows content/, so
 * then the cover is a copy of an existing image instead of a new drawing.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { contentModel, placeholderMarker } from "./lib/content-model.mjs";
import {
  contentDir,
  defaultContentDir,
  refuseExisting,
  refuseWhatTheBuildWould,
  root,
  shown,
  titleAndSlug,
  yamlString,
} from "./lib/scaffold.mjs";

// As lib/content-model.mjs loads it: require() is quicker than import for a CommonJS file this large.
const ts = createRequire(import.meta.url)("typescript");

const customContentDir = contentDir !== defaultContentDir;
const imagesDir = path.join(contentDir, "images");

/** The site's languages (src/languages.ts imports nothing), loaded as lib/content-model.mjs loads the model. */
const languagesFile = path.join(root, "src/languages.ts");
const { languages, defaultLang } = await import(
  `data:text/javascript;base64,${Buffer.from(
    ts.transpileModule(fs.readFileSync(languagesFile, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: languagesFile,
    }).outputText,
  ).toString("base64")}`
);

/** One folder per language, the same file names in each (content/services/en/, content/services/ar/). */
const servicesDirOf = (lang) => path.join(contentDir, contentModel.service.folder, lang);
const servicesDir = servicesDirOf(defaultLang);

const usage =
  'Usage: npm run new:service -- "Title of the service"\n   or: node scripts/new-service.mjs "Title of the service"';

/** The highest `order:` in the frontmatter of the existing service files, or 0. */
const highestOrder = () => {
  let highest = 0;
  if (!fs.existsSync(servicesDir)) return highest;
  for (const name of fs.readdirSync(servicesDir)) {
    if (!/\.mdx?$/i.test(name)) continue;
    const text = fs.readFileSync(path.join(servicesDir, name), "utf8");
    const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    const order = block && /^order:[ \t]*["']?(-?\d+)["']?[ \t]*$/m.exec(block)?.[1];
    if (order !== undefined && order !== null && Number(order) > highest) highest = Number(order);
  }
  return highest;
};

/**
 * The frontmatter, field by field from the content model: the values the script knows,
 * today for dates, and the placeholder marker (which the build refuses) for any other
 * required text, so a field added to the model needs no change here.
 */
const frontmatter = (known) =>
  contentModel.service.fields
    .map((field) => {
      if (field.name in known) return `${field.name}: ${known[field.name]}`;
      if (!field.required) return undefined;
      if (field.type === "date") return `${field.name}: ${known.today}`;
      return `${field.name}: ${yamlString(`${placeholderMarker}: ${field.description}`)}`;
    })
    .filter(Boolean)
    .join("\n");

const template = ({ title, order, date, cover }) => `---
${frontmatter({ title: yamlString(title), order, today: date, coverImage: cover })}
---

Replace this paragraph with a short introduction: the problem the client has, and how the firm helps. Two or three sentences are enough.

## What the service is

Explain in plain words what the firm does for the client. A short list of the tasks works well:

- Replace this with the first thing we do
- Replace this with the second thing we do
- Replace this with the third thing we do

## Who needs it

- Replace this with a kind of client who needs this service
- Replace this with another kind of client

## How we handle it

Replace this with how the firm approaches the work: what makes it careful and quick, and which UAE laws or authorities are involved.

## The steps

1. Book a free call to discuss your situation.
2. Replace this with the next step.
3. Replace this with the last step.

## Documents you will need

- Replace this with a document the client should prepare
- Replace this with another document

<BookACall />

## Frequently asked questions

### Replace this with a question clients often ask?

Replace this with a short, clear answer. Copy the question heading and its answer for each further question.
`;

// --- Checks ---------------------------------------------------------------

const { title, slug } = titleAndSlug(process.argv.slice(2), usage, "service");

// A page or a translation with the slug, in any language, is another page's: the new one would become its twin.
refuseExisting(
  languages.flatMap((lang) =>
    [".mdx", ".md"].map((extension) => path.join(servicesDirOf(lang), `${slug}${extension}`)),
  ),
);

// --- Write the page ---------------------------------------------------------

const file = path.join(servicesDir, `${slug}.mdx`);
const cover = `${slug}.jpg`;
const coverFile = path.join(imagesDir, cover);
fs.mkdirSync(servicesDir, { recursive: true });
fs.writeFileSync(
  file,
  template({ title, order: highestOrder() + 1, date: new Date().toISOString().slice(0, 10), cover }),
  { flag: "wx" },
);
console.log(`Created ${shown(file)}`);

// --- Cover image --------------------------------------------------------------

let coverProblem = "";
const coverExisted = fs.existsSync(coverFile);
if (coverExisted) {
  console.log(`Using the existing cover ${shown(coverFile)}`);
} else if (!customContentDir) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/make-covers.mjs")], { stdio: "inherit" });
  if (result.status !== 0 || !fs.existsSync(coverFile)) coverProblem = "the cover could not be drawn";
} else {
  // make-covers.mjs only draws into content/images: borrow one of the site's covers instead.
  const siteImages = path.join(root, "content/images");
  const borrowed = fs.existsSync(siteImages)
    ? fs
        .readdirSync(siteImages)
        .filter((name) => /\.jpe?g$/i.test(name))
        .sort()[0]
    : undefined;
  if (borrowed) {
    fs.mkdirSync(imagesDir, { recursive: true });
    fs.copyFileSync(path.join(siteImages, borrowed), coverFile);
    console.log(`Copied ${shown(path.join(siteImages, borrowed))} to ${shown(coverFile)} as a stand-in cover`);
  } else {
    coverProblem = "there was no image to copy as a stand-in cover";
  }
}

// --- The build's verdict, the scaffold's text aside -----------------------------

if (!coverProblem) await refuseWhatTheBuildWould(file, coverExisted ? [] : [coverFile]);

console.log(`
Next steps:
  1. Open ${shown(file)} and replace every "${placeholderMarker}" text: the description, then each section.
     The build refuses the page until none is left. Once a lawyer of the firm has checked the page, add reviewedOn
     (that day) and reviewedBy (their name and role): the live site's build refuses a page never reviewed.
  2. ${coverProblem ? `Add a cover: ${coverProblem}, so put a 16:9 JPEG at ${shown(coverFile)}.` : `Replace the placeholder cover ${shown(coverFile)} with a real picture if you have one (same file name), and add a coverAlt line describing it.`}
  3. Check the page with npm run develop at http://localhost:8000/services/${slug}/
  4. Translate it: ${languages
    .filter((lang) => lang !== defaultLang)
    .map((lang) => shown(path.join(servicesDirOf(lang), `${slug}.mdx`)))
    .join(", ")} (content/README.md, "Translating a page").
     The live site's build refuses an English page without its translation.
  5. Commit the .mdx files and the cover together.
The editor's guide is content/README.md.`);

if (coverProblem) process.exit(1);
