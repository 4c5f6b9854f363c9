/**
 * The file format of every CMS collection: a content file is read with the site's own frontmatter
 * reader (src/content-pipeline/frontmatter.ts) and written as Decap's built-in "frontmatter" format writes YAML.
 *
 * Decap's built-in format reads files with gray-matter, which hands a block opened by `---js` to
 * eval: a draft could run code in the browser of whoever lists it (the Workflow board lists every
 * draft), where the CMS keeps the editor's GitHub token. This format runs nothing. A file it cannot
 * read opens as its error, in the listing, the form and the preview, and is never written over.
 */
import type { Formatter } from "decap-cms-core";
import decapYaml from "decap-cms-core/dist/esm/formats/yaml";
import { FrontmatterError, frontmatterDelimiter, readFrontmatter } from "../content-pipeline/frontmatter";
import { keptFrontmatter } from "./kept-frontmatter";

/** The name the collections give as their `format` (registered in ./index.ts). */
export const siteFrontmatterFormat = "site-frontmatter";

/** The field of an unreadable file's entry that says what is wrong; no content file has it, and toFile refuses it. */
export const unreadableField = "__unreadableFile";

/** What an editor is to do about an unreadable file. */
export const unreadableAdvice =
  `Ask a developer to fix the file in git: its first line must be exactly ${frontmatterDelimiter}. ` +
  "The CMS shows nothing of what the file holds, runs none of it and will not save over it.";

type Data = Record<string, unknown>;

/** What is wrong with an entry's file, if the CMS could not read it. */
export const unreadableProblem = (data: Data): string | undefined => {
  const problem = data[unreadableField];
  return typeof problem === "string" ? problem : undefined;
};

const problemOf = (error: unknown) =>
  error instanceof FrontmatterError
    ? `Line ${error.line} ${error.message}.`
    : `The frontmatter cannot be read: ${error instanceof Error ? error.message : String(error)}.`;

/**
 * An unreadable file's entry. Decap shows a page's title in the listing and on the Workflow board,
 * and the title and body first in the form (it has no other place for a message about one entry),
 * so they say what is wrong; `unreadableField` keeps them from ever being saved.
 */
const unreadableEntry = (problem: string): Data => ({
  [unreadableField]: problem,
  title: `⚠ Cannot be opened: ${problem}`,
  body: `This file cannot be opened in the CMS.\n\n${problem}\n\n${unreadableAdvice}\n`,
});

const fromFile = (raw: string): Data => {
  try {
    const { data, body } = readFrontmatter(raw);
    const source = frontmatterSource(raw);
    // Shaped as Decap's FrontmatterFormatter.fromFile: an empty body is no field at all.
    return { ...data, ...(body.trim() && { body }), ...(source && { [sourceField]: source }) };
  } catch (error) {
    // Decap would catch it and open the entry with empty fields, which a save would write over the file.
    return unreadableEntry(problemOf(error));
  }
};

/**
 * The field of an entry that holds its file's frontmatter as it was read, so that a save rewrites only the
 * fields the editor changed (./kept-frontmatter.ts). No content file has it, and no file is written with it.
 */
export const sourceField = "__frontmatterAsRead";

/** The lines between a file's opening and closing `---`, as written (line endings included), or undefined if none. */
const frontmatterSource = (raw: string): string | undefined => {
  const open = raw.indexOf("\n");
  const close = raw.indexOf(`\n${frontmatterDelimiter}`, open);
  if (open < 0 || close < open) return undefined;
  const source = raw.slice(open + 1, close + 1);
  return source.trim() ? source : undefined;
};

/**
 * The bytes of Decap's FrontmatterFormatter.toFile for YAML (gray-matter's stringify around
 * decap-cms-core's YAML serializer): the fields in the collection's order between `---` lines, then
 * the body. Two differences, so that the CMS can read back whatever it writes: a file with no field
 * still gets its empty frontmatter (Decap writes the body alone), and the body is written as it is
 * (gray-matter's stringify first reads a body that opens with `---` as frontmatter, `---js` by eval).
 */
const toFile = (data: object, sortedKeys?: string[], comments?: Record<string, string>): string => {
  const problem = unreadableProblem(data as Data);
  if (problem !== undefined) {
    // Shown by the CMS as "Not saved: " and the message (./phrases.ts): an empty name leaves out "Error: ".
    throw Object.assign(new Error(`this page's file cannot be read. ${problem} ${unreadableAdvice}`), { name: "" });
  }
  const { body = "", [sourceField]: source, ...fields } = data as Data & { body?: string };
  const kept = typeof source === "string" ? keptFrontmatter(source, fields, sortedKeys ?? []) : undefined;
  if (kept !== undefined) return `${frontmatterDelimiter}\n${kept}${frontmatterDelimiter}\n${body}`;
  const yaml = decapYaml.toFile(fields, sortedKeys, comments).trim();
  return [frontmatterDelimiter, ...(yaml === "{}" ? [] : [yaml]), frontmatterDelimiter, body].join("\n");
};

export const siteFrontmatter: Formatter = { fromFile, toFile };
