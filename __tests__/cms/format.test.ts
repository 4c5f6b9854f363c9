/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentFolder, contentKinds, contentModel } from "../../src/content-model";
import { cmsConfig } from "../../src/cms/config";
import {
  siteFrontmatter,
  siteFrontmatterFormat,
  sourceField,
  unreadableField,
  unreadableProblem,
} from "../../src/cms/format";
import { languages } from "../../src/languages";

/**
 * The CMS's file format: it writes what Decap's built-in "frontmatter" format wrote (so switching
 * changes no file an editor saves), and it reads with the site's frontmatter reader, which runs nothing.
 */

// Decap's built-in format (decap-cms-core, the version inside decap-cms-app 3.6.4), which the CMS used before.
const { FrontmatterInfer } = require(
  require.resolve("decap-cms-core/dist/esm/formats/frontmatter", {
    paths: [path.dirname(require.resolve("decap-cms-app/package.json"))],
  }),
) as {
  FrontmatterInfer: {
    fromFile: (raw: string) => Record<string, unknown>;
    toFile: (data: Record<string, unknown>, sortedKeys: string[]) => string;
  };
};

/** An entry's fields without the file as it was read, which the format keeps beside them. */
const withoutSource = ({ [sourceField]: _source, ...fields }: Record<string, unknown>) => fields;

type Marked = typeof globalThis & { __frontmatterRan?: boolean };
const ran = () => (globalThis as Marked).__frontmatterRan === true;
afterEach(() => delete (globalThis as Marked).__frontmatterRan);

/** A draft whose frontmatter is JavaScript: gray-matter evaluates it, which sets the marker. */
const payload = '---js\n{ title: (globalThis.__frontmatterRan = true, "Nice title") }\n---\n\nText.\n';

const root = path.resolve(__dirname, "../..");
const collections = cmsConfig({ local: false }).collections;
/** The collection's field names in order, as Decap passes them to toFile (backend.fieldsOrder). */
const sortedKeysOf = (folder: string) =>
  collections.find(({ name }) => name === folder)!.fields!.map(({ name }) => name);

test("every collection reads and writes its files with this format", () => {
  expect(collections.map(({ format }) => format)).toEqual(contentKinds.map(() => siteFrontmatterFormat));
});

describe("an existing page: a save changes only what the editor changed", () => {
  const documents = contentKinds.flatMap((kind) =>
    languages.flatMap((lang) =>
      fs
        .readdirSync(path.join(root, contentFolder(kind, lang)))
        .map((name) => ({ file: path.join(contentFolder(kind, lang), name), folder: contentModel[kind].folder })),
    ),
  );
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

  test("every content document, in every language: the same fields read as Decap's format reads them, the same bytes written when nothing changed", () => {
    expect(documents.length).toBeGreaterThan(40);
    for (const { file, folder } of documents) {
      const raw = read(file);
      const ours = siteFrontmatter.fromFile(raw) as Record<string, unknown>;
      expect({ file, data: withoutSource(ours) }).toEqual({ file, data: FrontmatterInfer.fromFile(raw) });
      expect({ file, written: siteFrontmatter.toFile(ours, sortedKeysOf(folder)) }).toEqual({ file, written: raw });
    }
  });

  /** The lines of `after` that are not the same line of `before`, and the other way round. */
  const changedLines = (before: string, after: string) => {
    const [old, now] = [before.split("\n"), after.split("\n")];
    return {
      removed: old.filter((line, index) => now[index] !== line),
      added: now.filter((line, index) => old[index] !== line),
    };
  };

  test("a sentence added to the description (and one to the body) of every document: the file's diff is exactly those lines", () => {
    for (const { file, folder } of documents) {
      const raw = read(file);
      const entry = siteFrontmatter.fromFile(raw) as Record<string, unknown>;
      const description = String(entry.description);
      const body = String(entry.body ?? "");
      const firstParagraph = body.split("\n").find((line) => /^[A-Za-z\u0600-\u06ff]/.test(line));
      const edited = {
        ...entry,
        description: `${description} One more sentence.`,
        ...(firstParagraph && { body: body.replace(firstParagraph, `${firstParagraph} One more sentence.`) }),
      };
      const written = siteFrontmatter.toFile(edited, sortedKeysOf(folder));
      const descriptionLine = raw.split("\n").find((line) => line.startsWith("description:"))!;
      expect({ file, ...changedLines(raw, written) }).toEqual({
        file,
        removed: [descriptionLine, ...(firstParagraph ? [firstParagraph] : [])],
        added: [
          descriptionLine.replace(/("?)$/, (quote) => ` One more sentence.${quote}`),
          ...(firstParagraph ? [`${firstParagraph} One more sentence.`] : []),
        ],
      });
      expect(withoutSource(siteFrontmatter.fromFile(written) as Record<string, unknown>)).toEqual(
        withoutSource(edited),
      );
    }
  });

  test("a changed field keeps its quotes and its comment lines; a cleared field the file had is written empty; a new one goes in the collection's order", () => {
    const raw =
      "---\ntitle: \"Debt Recovery\"\n# The card's text:\ndescription: 'Recovering debts.'\n\norder: 3\ndate: 2026-11-01\n---\nText.\n";
    const entry = siteFrontmatter.fromFile(raw) as Record<string, unknown>;
    const written = siteFrontmatter.toFile(
      {
        ...entry,
        title: "Debt Recovery in Dubai",
        description: "Recovering debts in Dubai.",
        order: 4,
        shortTitle: "Debts",
        date: "",
      },
      sortedKeysOf("services"),
    );
    expect(written).toBe(
      '---\ntitle: "Debt Recovery in Dubai"\nshortTitle: Debts\n# The card\'s text:\ndescription: \'Recovering debts in Dubai.\'\n\norder: 4\ndate: ""\n---\nText.\n',
    );
  });
});

describe("a new page is written as Decap's built-in frontmatter format writes it", () => {
  // What an editor can type: values YAML must quote, fold or write as a block (the text widget keeps line breaks).
  const longLine = "Company formation on the mainland or in a free zone, with the licences, UBO records and visas";
  test.each([
    ["quotes and colons", { title: `It's "the" one: really`, description: "#1 - [DIFC] & *more* {x}" }],
    ["a long line, folded", { title: "Short", description: `${longLine}, ${longLine}.` }],
    ["several lines", { title: "Lines", description: `First line.\n${longLine} and more words than fit.` }],
    ["paragraphs and a trailing line break", { title: "Paragraphs", description: `One.\n\n${longLine}.\n` }],
    ["Arabic", { title: "التحكيم وفق قواعد مركز دبي للتحكيم الدولي", description: `${"دبي ".repeat(40)}\nسطر` }],
    ["values that look like other types", { title: "123", description: "true", order: 3, date: "2026-11-23" }],
    ["empty and missing values", { title: "", description: null, reviewedBy: undefined }],
    ["keys out of the collection's order, and one it does not know", { order: 2, extra: "x", title: "T" }],
    ["a body without its last line break", { title: "T", body: "Text without a line break" }],
    ["an empty body", { title: "T", body: "" }],
  ])("%s", (_case, data) => {
    const sortedKeys = sortedKeysOf("services");
    expect(siteFrontmatter.toFile(data, sortedKeys)).toBe(FrontmatterInfer.toFile(data, sortedKeys));
  });
});

describe("reads a file as data, never as code", () => {
  test("a file that opens with ---js is not run: its entry says what is wrong, on which line, and what to write", () => {
    const entry = siteFrontmatter.fromFile(payload) as Record<string, unknown>;
    expect(ran()).toBe(false);
    expect(unreadableProblem(entry)).toBe(
      'Line 1 is "---js": the first line must be exactly --- (three hyphens, nothing else), then the fields, then --- again.',
    );
    // The listing and the form show the title and the body: the problem, and what to do; not the file's title.
    expect(entry.title).toBe(`⚠ Cannot be opened: ${unreadableProblem(entry)}`);
    expect(entry.body).toContain(unreadableProblem(entry));
    expect(entry.body).toContain("Ask a developer to fix the file in git: its first line must be exactly ---.");
    expect(JSON.stringify(entry)).not.toContain("Nice title");
  });

  test("the same file through Decap's built-in format runs its code (what this format exists to prevent)", () => {
    expect(FrontmatterInfer.fromFile(payload)).toMatchObject({ title: "Nice title" });
    expect(ran()).toBe(true);
  });

  test.each([
    ["no frontmatter", "Just text.\n", 1, /^Line 1 is "Just text\.": the first line must be exactly ---/],
    ["a frontmatter never closed", "---\ntitle: T\n", 1, /^Line 1 opens the frontmatter, which is never closed/],
    ["YAML that cannot be read", "---\ntitle: T\ndescription: D\ntitle: U\n---\n", 4, /^Line 4 cannot be read as YAML/],
  ])("%s: the entry says what is wrong and on which line", (_case, raw, line, problem) => {
    const entry = siteFrontmatter.fromFile(raw) as Record<string, unknown>;
    expect(unreadableProblem(entry)).toMatch(problem);
    expect(unreadableProblem(entry)).toContain(`Line ${line} `);
  });

  test("an empty file, as Decap writes a language nobody wrote in, opens with no fields and no problem", () => {
    expect(siteFrontmatter.fromFile("\n")).toEqual({});
  });

  test("a readable file's entry has no problem", () => {
    expect(unreadableProblem(siteFrontmatter.fromFile("---\ntitle: T\n---\nText\n") as Record<string, unknown>)).toBe(
      undefined,
    );
  });
});

describe("never writes over a file it could not read", () => {
  test("an unreadable file's entry, even edited, is refused with the problem and what to do", () => {
    const entry = { ...(siteFrontmatter.fromFile(payload) as Record<string, unknown>), description: "Edited" };
    expect(() => siteFrontmatter.toFile(entry, sortedKeysOf("services"))).toThrow(
      /^this page's file cannot be read\. Line 1 is "---js": .* Ask a developer to fix the file in git/,
    );
    expect(unreadableField in entry).toBe(true);
  });
});

describe("reads back whatever it writes", () => {
  test.each([
    ["a page with no field yet (an Arabic form left empty)", {}, "---\n---\n"],
    ["a body and no field", { body: "Text.\n" }, "---\n---\nText.\n"],
    ["a body that opens with ---js, written as typed and never run", { title: "T", body: payload }, null],
  ])("%s", (_case, data, bytes) => {
    const written = siteFrontmatter.toFile(data);
    if (bytes !== null) expect(written).toBe(bytes);
    expect(withoutSource(siteFrontmatter.fromFile(written) as Record<string, unknown>)).toEqual(data);
    expect(ran()).toBe(false);
  });
});
