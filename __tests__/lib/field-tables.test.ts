import fs from "fs";
import path from "path";
import { contentKinds, contentModel } from "../../src/content-model";
import { fieldTable, tableMarkers } from "../../src/lib/field-tables";

/** The editor's guide documents exactly the fields the content model declares (validation and schema derive from it too). */
const guide = fs.readFileSync(path.resolve(__dirname, "../../content/README.md"), "utf8");

const tableInGuide = (kind: (typeof contentKinds)[number]) => {
  const { start, end } = tableMarkers(kind);
  const from = guide.indexOf(start);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new Error(`content/README.md has no "${start}" … "${end}" table`);
  return guide.slice(from + start.length, to).trim();
};

describe("the editor's guide field tables", () => {
  it.each(contentKinds)("list the %s fields as the content model declares them", (kind) => {
    // On failure, paste the expected table between the markers in content/README.md.
    expect(tableInGuide(kind)).toBe(fieldTable(kind));
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
