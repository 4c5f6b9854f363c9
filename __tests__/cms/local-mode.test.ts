import { localModePhrases, withPhrases } from "../../src/cms/local-mode";

test("the local wording replaces only the phrases it names, keeping Decap's others", () => {
  const decap = {
    editor: { editorToolbar: { publish: "Publish", publishNow: "Publish now", deleteEntry: "Delete entry" } },
    ui: { toast: { entrySaved: "Entry saved", entryPublished: "Entry published" } },
    app: { header: { content: "Contents" } },
  };
  const phrases = withPhrases(decap, localModePhrases);
  expect(phrases).toMatchObject({
    editor: {
      editorToolbar: { publish: "Save to content/", publishNow: "Write the files now", deleteEntry: "Delete entry" },
    },
    ui: { toast: { entryPublished: "Entry published" } },
    app: { header: { content: "Contents" } },
  });
  expect(JSON.stringify(phrases)).not.toMatch(/Entry saved|"Publish"|Publish now/);
});
