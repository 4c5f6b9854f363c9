import { withEnglishFields } from "../../src/content-pipeline/field-checks";
import { languageOfFile, twinFile } from "../../src/content-pipeline/translation-checks";

describe("a page and its translation", () => {
  it("are the same file name in the language folders of their kind", () => {
    expect(languageOfFile("content/services/ar/wills.mdx")).toBe("ar");
    expect(languageOfFile("content/services/en/wills.mdx")).toBe("en");
    expect(languageOfFile("content/services/wills.mdx")).toBeUndefined();
    expect(twinFile("content/services/ar/wills.mdx", "en")).toBe("content/services/en/wills.mdx");
  });

  it("share the fields the translation does not write, and only those", () => {
    const english = { title: "Wills", description: "E", date: "2026-01-01", order: 2, coverImage: "c.jpg" };
    expect(withEnglishFields("service", { title: "الوصايا", description: "ع", date: "2026-02-01" }, english)).toEqual({
      title: "الوصايا",
      description: "ع",
      date: "2026-02-01",
      order: 2,
      coverImage: "c.jpg",
    });
  });
});
