/** @jest-environment node */
import { keptFrontmatter } from "../../src/cms/kept-frontmatter";
import { siteFrontmatter, sourceField } from "../../src/cms/format";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";

/**
 * A save writes only what the editor changed, into a file that may have been written in any YAML style by hand
 * or by an old tool (src/cms/kept-frontmatter.ts). Whatever that style, and whatever the editor types, the saved
 * file must read, with the build's reader, as exactly the entry the editor saved: no field added, duplicated,
 * dropped or changed but the one edited, and the body untouched.
 */

type Data = Record<string, unknown>;
const sortedKeys = ["title", "shortTitle", "description", "order", "related", "date"];

/** Frontmatter blocks (between the `---` lines) holding title "Old", description "Safe text" (or close) and order 3. */
const oldStyles: [string, string][] = [
  ["a flow mapping", "{title: Old, description: Safe text, order: 3}\n"],
  ["a flow mapping over several lines", "{title: Old,\n description: Safe text,\n order: 3}\n"],
  ["a multi-line plain scalar", "title: Old\ndescription: Safe\n  text\norder: 3\n"],
  ["a block scalar with an indentation indicator", "title: Old\ndescription: |2-\n    Safe\n   text\norder: 3\n"],
  ["a folded block scalar keeping its last line breaks", "title: Old\ndescription: >+\n  Safe text\n\norder: 3\n"],
  [
    "a block scalar whose lines look like comments",
    "title: Old\ndescription: |\n  Safe text\n  # order: 9\norder: 3\n",
  ],
  ["comments with `key:` inside", "title: Old # description: evil\n# order: 9\ndescription: Safe text\norder: 3\n"],
  ["quoted keys", "\"title\": Old\n'description': Safe text\norder: 3\n"],
  ["a key with a colon in it", '"order: 9": x\ntitle: Old\ndescription: Safe text\norder: 3\n'],
  ["an explicit key", "? title\n: Old\ndescription: Safe text\norder: 3\n"],
  ["values on the next line", "title:\n  Old\ndescription:\n  Safe text\norder: 3\n"],
  ["a comment between key and value", "title: # note\n  Old\ndescription: Safe text\norder: 3\n"],
  ["`...` inside a quoted value", 'title: Old\ndescription: "Safe\n  ... text"\norder: 3\n'],
  ["a block sequence at the key's indent", "title: Old\nrelated:\n- a\n- b\ndescription: Safe text\norder: 3\n"],
  ["a tab after the colon", "title:\tOld\ndescription: Safe text\norder: 3\n"],
  ["Windows line endings", "title: Old\r\ndescription: Safe text\r\norder: 3\r\n"],
  ["a carriage return inside a quoted value", 'title: Old\ndescription: "Safe\rorder: 9"\norder: 3\n'],
  ["a comment after the last field", "title: Old\ndescription: Safe text\norder: 3 # description: evil\n"],
  ["a document end marker", "title: Old\ndescription: Safe text\norder: 3\n...\n"],
];

/** What an editor could type into a field, meaning to inject another field or end the frontmatter. */
const typed = [
  "New",
  "Two\nlines",
  "New\n description: evil",
  "New\ndescription: evil",
  "New\n---\norder: 9",
  "New\n...\norder: 9",
  "New\rorder: 9",
  "New\r\n---\r\norder: 9",
  "order: 9",
  "'\"# order: 9",
];

/** Each edit (field and value) whose saved file does not read back as the entry saved, and what it read as. */
const wrongSaves = (block: string) => {
  const entry = siteFrontmatter.fromFile(`---\n${block}---\nBody.\n`) as Data;
  expect(entry).toMatchObject({ title: "Old", order: 3 });
  return ["title", "description", "order"].flatMap((field) =>
    typed.flatMap((value) => {
      const { [sourceField]: _source, body: _body, ...intended } = { ...entry, [field]: value };
      const written = siteFrontmatter.toFile({ ...entry, [field]: value }, sortedKeys);
      try {
        const back = readFrontmatter(written);
        return JSON.stringify([back.data, back.body]) === JSON.stringify([intended, "Body.\n"])
          ? []
          : [{ field, value, written }];
      } catch (error) {
        return [{ field, value, written, error: String(error) }];
      }
    }),
  );
};

test.each(oldStyles)(
  "a file written with %s: every edit saves exactly the fields intended, whatever the editor types",
  (_style, block) => {
    expect(wrongSaves(block)).toEqual([]);
  },
);

test("a block scalar's line that looks like a comment stays in the value before it; an edit still changes only its own lines", () => {
  const source = "title: Old\ndescription: |\n  Safe text\n  # order: 9\norder: 3\n";
  expect(keptFrontmatter(source, { title: "Old", description: "Two\nlines", order: 3 }, sortedKeys)).toBe(
    "title: Old\ndescription: |-\n  Two\n  lines\norder: 3\n",
  );
});

test("a frontmatter written as one flow mapping is written whole (its fields share lines), never cut into", () => {
  expect(keptFrontmatter("{title: Old, order: 3}\n", { title: "New", order: 3 }, sortedKeys)).toBeUndefined();
  expect(
    siteFrontmatter.toFile(
      { ...(siteFrontmatter.fromFile("---\n{title: Old, order: 3}\n---\n") as Data), title: "New" },
      sortedKeys,
    ),
  ).toBe("---\ntitle: New\norder: 3\n---\n");
});
