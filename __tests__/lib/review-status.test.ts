/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { unreviewedPages } from "../../src/lib/review-status";

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

  it("include every service of this site until the firm's lawyer has signed it (docs/before-launch.md)", () => {
    const services = fs.readdirSync(path.join(root, "content/services/en"));
    const listed = unreviewedPages(root);
    expect(listed).toHaveLength(
      services.filter(
        (name) => !/^reviewedBy:/m.test(fs.readFileSync(path.join(root, "content/services/en", name), "utf8")),
      ).length,
    );
    expect(listed.every((line) => line.startsWith("content/services/en/"))).toBe(true);
  });
});
