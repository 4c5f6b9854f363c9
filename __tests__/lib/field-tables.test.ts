import fs from "fs";
import path from "path";
import { contentFolder, contentKinds, contentModel } from "../../src/content-model";
import {
  componentTable,
  componentTableMarkers,
  fieldTable,
  tableMarkers,
  translatedLabel,
} from "../../src/lib/field-tables";
import { checkTranslation } from "../../src/lib/translation-checks";

/**
 * The editors' reference documents exactly the fields the content model declares (validation and schema derive
 * from it too), and exactly the components src/lib/body-components.ts declares (the content policy allows those).
 */
const guide = fs.readFileSync(path.resolve(__dirname, "../../content/REFERENCE.md"), "utf8");

const between = ({ start, end }: { start: string; end: string }) => {
  const from = guide.indexOf(start);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new Error(`content/REFERENCE.md has no "${start}" … "${end}" table`);
  return guide.slice(from + start.length, to).trim();
};

const tableInGuide = (kind: (typeof contentKinds)[number]) => between(tableMarkers(kind));

describe("the editors' reference's generated tables", () => {
  it.each(contentKinds)("list the %s fields as the content model declares them", (kind) => {
    // On failure, paste the expected table between the markers in content/REFERENCE.md.
    expect(tableInGuide(kind)).toBe(fieldTable(kind));
  });

  it("list the body's components as src/lib/body-components.ts declares them", () => {
    // On failure, paste the expected table between the markers in content/REFERENCE.md.
    expect(between(componentTableMarkers)).toBe(componentTable());
  });

  it("name every field of the model, one row each", () => {
    for (const kind of contentKinds) {
      const rows = tableInGuide(kind).split("\n").slice(2);
      expect(rows.map((row) => /^\| `(\w+)`/.exec(row)?.[1])).toEqual(
        contentModel[kind].fields.map(({ name }) => name),
      );
    }
  });
});

describe("the Translated? column says what the build asks of a translation", () => {
  const exampleOf = (kind: (typeof contentKinds)[number]) =>
    Object.fromEntries(contentModel[kind].fields.map((field) => [field.name, field.example]));
  /** The build's problems with an Arabic file holding `translation`, beside an English page holding every field. */
  const problemsOf = (kind: (typeof contentKinds)[number], translation: Record<string, unknown>) => {
    const file = `${contentFolder(kind, "ar")}/example-page.mdx`;
    const image = () => ({ format: "jpeg", width: 4000 });
    // The services an insight's topics may name: its example's.
    const topics = contentModel.insight.fields.find(({ type }) => type === "topics")!.example as string[];
    return checkTranslation({ kind, file, written: translation, english: exampleOf(kind), image, topics }).problems.map(
      ({ field }) => field,
    );
  };

  it.each(contentKinds)("%s: the fields marked Yes, required are enough, and each one is needed", (kind) => {
    const fields = contentModel[kind].fields;
    const required = fields.filter((field) => translatedLabel(field, kind) === "Yes, required").map(({ name }) => name);
    const translation = Object.fromEntries(required.map((name) => [name, exampleOf(kind)[name]]));
    expect(problemsOf(kind, translation)).toEqual([]);
    for (const name of required) {
      const { [name]: _left, ...without } = translation;
      expect(problemsOf(kind, without)).toContain(name);
    }
  });

  it.each(contentKinds)("%s: a field marked No may not be set in the translation", (kind) => {
    const fields = contentModel[kind].fields;
    const translated = Object.fromEntries(
      fields.filter((field) => field.translated).map(({ name }) => [name, exampleOf(kind)[name]]),
    );
    for (const field of fields.filter((field) => translatedLabel(field, kind).startsWith("No"))) {
      expect(problemsOf(kind, { ...translated, [field.name]: field.example })).toEqual([field.name]);
    }
  });
});
