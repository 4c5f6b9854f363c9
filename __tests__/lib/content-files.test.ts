/** @jest-environment node */
import fs from "fs";
import path from "path";
import { unreadableContentFiles } from "../../src/lib/content-files";
import { unreviewedPages } from "../../src/lib/review-status";
import { translationStatus } from "../../src/lib/translations";
import { codeInFrontmatter } from "../support/frontmatter-payload";
import { temporaryDir } from "../support/temporary-dir";

/** A site's content folder with one service in English and Arabic, its English page as given. */
const siteWithService = (englishRaw: string) => {
  const root = temporaryDir("content-files-");
  const write = (lang: string, raw: string) => {
    fs.mkdirSync(path.join(root, "content/services", lang), { recursive: true });
    fs.writeFileSync(path.join(root, "content/services", lang, "wills.mdx"), raw);
  };
  write("en", englishRaw);
  write("ar", "---\ntitle: الوصايا\ndescription: وصف.\ndate: 2026-11-01\n---\n\nنص.\n");
  return root;
};

describe("the checks build:production runs before Gatsby starts", () => {
  it("name a file that opens with ---js, and never run its frontmatter", () => {
    const payload = codeInFrontmatter();
    const root = siteWithService(payload.raw);
    const problems = [unreadableContentFiles(root), unreviewedPages(root), translationStatus(root)];
    expect(payload.ran()).toBe(false);
    expect(problems[0]).toEqual([
      {
        file: "content/services/en/wills.mdx",
        field: "line 1",
        message: expect.stringContaining('is "---js": the first line must be exactly ---'),
      },
    ]);
    // Reported once, by unreadableContentFiles: the other checks leave the file out.
    expect(problems.slice(1)).toEqual([[], { missing: [], stale: [] }]);
  });

  it("find nothing unreadable in this site's content", () => {
    expect(unreadableContentFiles(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("read a file that opens with --- as before", () => {
    const root = siteWithService("---\ntitle: Wills\ndate: 2026-11-20\nreviewedOn: 2026-11-22\n---\n\nBody.\n");
    expect(unreadableContentFiles(root)).toEqual([]);
    expect(unreviewedPages(root)).toEqual([
      expect.stringMatching(/^content\/services\/en\/wills\.mdx: never reviewed/),
    ]);
    expect(translationStatus(root).stale).toEqual([
      expect.objectContaining({ file: "content/services/ar/wills.mdx", field: "date" }),
    ]);
  });
});
