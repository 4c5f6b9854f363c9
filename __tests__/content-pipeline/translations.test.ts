import fs from "fs";
import path from "path";
import { withEnglishFields } from "../../src/content-pipeline/field-checks";
import { languageOfFile, twinFile } from "../../src/content-pipeline/translation-checks";
import { translationStatus } from "../../src/content-pipeline/translations";
import { temporaryDir } from "../support/temporary-dir";

const site = (files: Record<string, string>) => {
  const root = temporaryDir("translations-");
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
};
const doc = (frontmatter: string) => `---\n${frontmatter}\n---\n\nBody.\n`;

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

describe("translationStatus (what build:production checks before it starts)", () => {
  it("lists an English page without its translation, naming the file to write", () => {
    const root = site({
      "content/services/en/wills.mdx": doc("title: Wills\ndate: 2026-01-01"),
      "content/legal/en/terms.mdx": doc("title: Terms\nlastUpdated: 2026-01-01"),
      "content/legal/ar/terms.mdx": doc("title: الشروط\nlastUpdated: 2026-01-01"),
    });
    expect(translationStatus(root).missing).toEqual([
      {
        file: "content/services/en/wills.mdx",
        field: "translation",
        message: 'is missing: write content/services/ar/wills.mdx (content/README.md, "Translating a page")',
      },
    ]);
  });

  it("reports a translation older than its English page's last change or legal review", () => {
    const root = site({
      "content/services/en/wills.mdx": doc("title: Wills\ndate: 2026-01-01\nreviewedOn: 2026-03-01"),
      "content/services/ar/wills.mdx": doc("title: الوصايا\ndate: 2026-02-01"),
      "content/legal/en/terms.mdx": doc("title: Terms\nlastUpdated: 2026-05-01"),
      "content/legal/ar/terms.mdx": doc("title: الشروط\nlastUpdated: 2026-05-01"),
    });
    const { missing, stale } = translationStatus(root);
    expect(missing).toEqual([]);
    expect(stale).toEqual([
      {
        file: "content/services/ar/wills.mdx",
        field: "date",
        message:
          "is 2026-02-01, older than the English page's reviewedOn 2026-03-01 (content/services/en/wills.mdx): bring the translation up to date, then change date",
      },
    ]);
  });

  it("finds every page of this site translated and none out of date", () => {
    expect(translationStatus(path.resolve(__dirname, "../.."))).toEqual({ missing: [], stale: [] });
  });
});
