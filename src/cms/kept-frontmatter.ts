/**
 * A save changes only what the editor changed. Decap hands the format every field of the entry, changed or not,
 * and its serializer writes them all its own way (quotes dropped, long lines folded), so a one-sentence edit
 * would show in review as a rewritten frontmatter in which a real change can hide. Here the file's frontmatter
 * as it was read is kept line for line: a field whose value did not change keeps its text exactly, comments and
 * blank lines included; a changed one is written again in its old style (its quotes, a flow list stays one),
 * on one line however long; a field the entry no longer has is dropped, and a new one goes in the collection's order.
 * The lines are cut by where each field's key starts, so a frontmatter written as one flow mapping (`{title: …}`)
 * is written whole instead; and whatever a file's style, the result is read back with the build's reader and kept
 * only if it holds exactly the fields intended: an old style nobody foresaw cannot make a save add, duplicate or
 * change another field, or break the file.
 */
import { Document, isCollection, isMap, isScalar, parseDocument, type Node, type Pair } from "yaml";
import { isBlank } from "../content-pipeline/field-checks";
import { frontmatterDelimiter, readFrontmatter } from "../content-pipeline/frontmatter";

type Data = Record<string, unknown>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields in key order, so that two sets of the same fields compare equal whatever order they were written in. */
const sortedFields = (data: Data): Data =>
  Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Whether `frontmatter`, between its `---` lines, reads with the build's reader as exactly `intended`. */
const readsAs = (frontmatter: string, intended: Data) => {
  try {
    const { data } = readFrontmatter(`${frontmatterDelimiter}\n${frontmatter}${frontmatterDelimiter}\n`);
    return sameValue(sortedFields(data), sortedFields(intended));
  } catch {
    return false;
  }
};

/** Where the line holding `offset` starts. */
const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;

/**
 * Where a field's lines start: its key's line, or the comment lines right above it, which speak of it; never
 * above `previousEnd`, where the field before ends (a line of a block scalar may look like a comment).
 */
const fieldStart = (text: string, keyOffset: number, previousEnd: number) => {
  let start = lineStart(text, keyOffset);
  while (start > 0) {
    const above = lineStart(text, start - 1);
    if (above < previousEnd || !text.slice(above, start).trimStart().startsWith("#")) break;
    start = above;
  }
  return start;
};

/** One field as YAML, in the style of the node it replaces; always ends with a line break. */
const written = (key: string, value: unknown, was: Node | null): string => {
  const document = new Document({ [key]: value });
  const node = (document.contents as { items: Pair<unknown, Node>[] }).items[0].value;
  if (isScalar(node) && isScalar(was) && typeof node.value === "string" && typeof was.value === "string") {
    node.type = was.type;
  }
  if (isCollection(node) && isCollection(was)) node.flow = was.flow;
  return document.toString({ lineWidth: 0 });
};

/**
 * The frontmatter `source` (the lines between the `---` lines, as read) with `fields` written into it, or
 * undefined when the source is not a readable map of fields (the caller then writes the whole frontmatter).
 */
export const keptFrontmatter = (source: string, fields: Data, sortedKeys: readonly string[]): string | undefined => {
  const document = parseDocument(source);
  if (document.errors.length > 0 || !isMap(document.contents) || document.contents.flow) return undefined;
  const pairs = document.contents.items as Pair<Node, Node | null>[];
  const read = (document.toJS() ?? {}) as Data;
  const keyOf = (pair: Pair<Node, Node | null>) => String(isScalar(pair.key) ? pair.key.value : pair.key);
  const valueEnd = (pair: Pair<Node, Node | null>) => pair.value?.range?.[1] ?? pair.key.range![1];
  const starts = pairs.map((pair, index) =>
    fieldStart(source, pair.key.range![0], index > 0 ? valueEnd(pairs[index - 1]) : 0),
  );
  const segments: { key: string; text: string }[] = pairs.map((pair, index) => {
    const key = keyOf(pair);
    const text = source.slice(starts[index], starts[index + 1] ?? source.length);
    if (!(key in fields)) return { key, text: "" };
    if (sameValue(read[key], fields[key])) return { key, text };
    // Lines after the value that are only comments or blank stay.
    const afterValue = text.slice(valueEnd(pair) - starts[index]);
    const trailing = afterValue.includes("\n") ? afterValue.slice(afterValue.indexOf("\n") + 1) : "";
    const commentsAbove = text.slice(0, lineStart(source, pair.key.range![0]) - starts[index]);
    return { key, text: commentsAbove + written(key, fields[key], pair.value) + trailing };
  });
  const added = Object.keys(fields).filter((key) => !(key in read) && !isBlank(fields[key]));
  for (const key of added) {
    const rank = sortedKeys.indexOf(key);
    const before = segments.reduce(
      (last, segment, index) =>
        rank >= 0 && sortedKeys.indexOf(segment.key) < rank && sortedKeys.includes(segment.key) ? index : last,
      -1,
    );
    const text = written(key, fields[key], null);
    segments.splice(before + 1, 0, { key, text });
  }
  const preamble = source.slice(0, starts[0] ?? source.length);
  const joined = preamble + segments.map(({ text }) => text).join("");
  const kept = joined.endsWith("\n") || joined === "" ? joined : `${joined}\n`;
  const intended = Object.fromEntries(
    [...Object.keys(read).filter((key) => key in fields), ...added].map((key) => [key, fields[key]]),
  );
  return readsAs(kept, intended) ? kept : undefined;
};
