import { contentFolder, contentKinds, contentModel } from "../../src/content-model";
import { fieldTable, translatedLabel } from "../../src/build/field-tables";
import { checkTranslation } from "../../src/content-pipeline/translation-checks";

/**
 * The editors' reference documents exactly the fields the content model declares (validation and schema
 * derive from it too). That content/REFERENCE.md holds these tables: __tests__/build/editors-reference.test.ts.
 */
describe("the editors' reference's generated tables", () => {
  it("name every field of the model, one row each", () => {
    for (const kind of contentKinds) {
      const rows = fieldTable(kind).split("\n").slice(2);
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
