/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { unreviewedPages } from "../../src/build/review-status";

const root = path.resolve(__dirname, "../..");

const siteWith = (services: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "review-status-"));
  fs.mkdirSync(path.join(dir, "content/services/en"), { recursive: true });
  for (const [name, frontmatter] of Object.entries(services))
    fs.writeFileSync(path.join(dir, "content/services/en", name), `---\ntitle: T\n${frontmatter}\n---\n\nBody.\n`);
  return dir;
};

describe("pages never reviewed for UAE law", () => {
  it("are listed by file, with what is missing and what to set", () => {
    const dir = siteWith({
      "reviewed.mdx": "reviewedOn: 2026-11-22\nreviewedBy: Omar Haddad, Partner",
      "dated-only.mdx": "reviewedOn: 2026-11-22",
      "never.mdx": "date: 2026-11-22",
    });
    expect(unreviewedPages(dir)).toEqual([
      "content/services/en/dated-only.mdx: never reviewed for UAE law (reviewedBy not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role",
      "content/services/en/never.mdx: never reviewed for UAE law (reviewedOn and reviewedBy not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role",
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("include every service and every insight of this site until the firm's lawyer has signed it (docs/before-launch.md)", () => {
    // A service's review is its English page's; an insight's file stands alone, in either language.
    const folders = ["content/services/en", "content/insights/en", "content/insights/ar"];
    const unsigned = folders.flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder))
        .filter((name) => !/^reviewedBy:/m.test(fs.readFileSync(path.join(root, folder, name), "utf8")))
        .map((name) => `${folder}/${name}`),
    );
    const listed = unreviewedPages(root);
    expect(listed.map((line) => line.split(":")[0]).sort()).toEqual(unsigned.sort());
  });

  it("include an Arabic insight never reviewed, though its English twin was", () => {
    const dir = siteWith({});
    for (const [lang, review] of [
      ["en", "reviewedOn: 2026-11-22\nreviewedBy: Omar Haddad, Partner"],
      ["ar", "date: 2026-11-22"],
    ]) {
      fs.mkdirSync(path.join(dir, "content/insights", lang), { recursive: true });
      fs.writeFileSync(
        path.join(dir, "content/insights", lang, "update.mdx"),
        `---\ntitle: T\n${review}\n---\n\nBody.\n`,
      );
    }
    expect(unreviewedPages(dir).map((line) => line.split(":")[0])).toEqual(["content/insights/ar/update.mdx"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
