/**
 * The one reader of a content file's frontmatter, for the build, the scripts, the CMS and the tests.
 *
 * Frontmatter is data, never code. gray-matter, which gatsby-plugin-mdx and Decap CMS use by default,
 * hands a block opened by `---js` or `---javascript` to `eval`, whatever language it is told to use.
 * Here a file must open with a line that is exactly `---`, the block ends at the next line starting
 * with `---` (where gray-matter ends it, so both read the same body), and the block is parsed by the
 * `yaml` library, which has no type that runs code. Anything else is refused with the line to fix.
 * Anchors (&name) and aliases (*name) are refused outright: no editor needs them, and aliases of
 * aliases make a few hundred bytes expand to millions of values.
 */
import { isAlias, isNode, LineCounter, parseDocument, visit } from "yaml";
import { frontmatterMessages } from "./build-messages";

/** The line that opens and closes the frontmatter. */
export const frontmatterDelimiter = "---";

export interface ContentFile {
  /** The frontmatter's fields, as YAML reads them (a date stays the text written, e.g. "2026-03-04"). */
  data: Record<string, unknown>;
  /** Everything below the closing `---`: the document's body, as gatsby-plugin-mdx reads it. */
  body: string;
}

/** Why a file's frontmatter cannot be read, at a line of the whole file (1 is the first). */
export class FrontmatterError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "FrontmatterError";
  }
}

/**
 * An anchor or alias in the frontmatter. gatsby-plugin-mdx's own reader (gray-matter) would expand it and
 * Gatsby walk every copy, so the build looks for it before Gatsby reads any file (src/content-pipeline/content-tree-check.ts).
 */
export class FrontmatterReferenceError extends FrontmatterError {}

/** A line as the message quotes it: invisible characters (a byte-order mark, a tab) written as escapes. */
const shown = (line: string) =>
  JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line).replace(
    /[^\x20-\x7e\u00a0-\ufefe]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** A line as an editor reads it: a Windows line ending is not part of it. */
const withoutCarriageReturn = (line: string) => (line.endsWith("\r") ? line.slice(0, -1) : line);

/**
 * Splits a content file into its frontmatter's fields and its body, or throws a FrontmatterError
 * naming the line to fix. Nothing in the file is run.
 */
export const readFrontmatter = (raw: string): ContentFile => {
  // Decap writes a language's file even when nothing was entered in it (decap-cms#6932): no fields, no body,
  // so the build names every field to write instead of the first line.
  if (raw.trim() === "") return { data: {}, body: raw };
  const lines = raw.split("\n");
  const first = withoutCarriageReturn(lines[0]);
  if (first !== frontmatterDelimiter) {
    throw new FrontmatterError(1, frontmatterMessages.firstLine(shown(first), frontmatterDelimiter));
  }
  const close = lines.findIndex((line, index) => index > 0 && line.startsWith(frontmatterDelimiter));
  if (close < 0) {
    throw new FrontmatterError(1, frontmatterMessages.neverClosed(frontmatterDelimiter));
  }
  if (withoutCarriageReturn(lines[close]) !== frontmatterDelimiter) {
    throw new FrontmatterError(
      close + 1,
      frontmatterMessages.closingLine(shown(withoutCarriageReturn(lines[close])), frontmatterDelimiter),
    );
  }
  const block = lines.slice(1, close).map(withoutCarriageReturn).join("\n");
  const lineCounter = new LineCounter();
  const document = parseDocument(block, { uniqueKeys: true, lineCounter });
  // The library counts lines from the first field; the editor counts them from the top of the file.
  const fileLine = (offset = 0) => lineCounter.linePos(offset).line + 1;
  const [error] = document.errors;
  if (error) {
    const reason = error.message.split("\n")[0].replace(/ at line \d+, column \d+:$/, "");
    throw new FrontmatterError((error.linePos?.[0].line ?? 1) + 1, frontmatterMessages.notYaml(reason));
  }
  visit(document, (_key, node) => {
    if (isAlias(node)) {
      throw new FrontmatterReferenceError(fileLine(node.range?.[0]), frontmatterMessages.alias(node.source));
    }
    if (isNode(node) && node.anchor) {
      throw new FrontmatterReferenceError(fileLine(node.range?.[0]), frontmatterMessages.anchor(node.anchor));
    }
  });
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 0 }) ?? {};
  } catch (reason) {
    // The library's own errors (none is expected once aliases are refused), as the reader's message at the first field.
    throw new FrontmatterError(
      2,
      frontmatterMessages.notYaml(reason instanceof Error ? reason.message : String(reason)),
    );
  }
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new FrontmatterError(2, frontmatterMessages.notFields());
  }
  return { data: data as Record<string, unknown>, body: lines.slice(close + 1).join("\n") };
};

/** What stops the build when a file cannot be read: the file, the line and what to write there. */
export interface FrontmatterProblem {
  file: string;
  field: string;
  message: string;
}

/** readFrontmatter for a file an editor wrote (`file` as they see it, content/…): its fields and body, or its problem. */
export const readContentFile = (file: string, raw: string): ContentFile | { problem: FrontmatterProblem } => {
  try {
    return readFrontmatter(raw);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    return { problem: { file, field: `line ${error.line}`, message: error.message } };
  }
};
