/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { ContentKind } from "../../src/content-model";
import { loadContent } from "../../src/content-pipeline/load-content";
import type { ContentDocument } from "../../src/content-pipeline/resolve-content";
import { unreviewedPages } from "../../src/build/review-status";
import type { Lang } from "../../src/languages";

jest.mock("../../src/content-pipeline/body-tools-native", () => ({
  loadBodyTools: async () => (await import("../../src/content-pipeline/body-tools-bundled")).bodyTools,
}));

const root = path.resolve(__dirname, "../..");

/** A document as loadContent returns it, with only what the review check reads. */
const documentOf = (kind: ContentKind, sourceFile: string, review: Record<string, string>): ContentDocument => {
  const [, , lang, name] = sourceFile.split("/");
  return { kind, fields: { slug: name.replace(/\.mdx$/, ""), lang: lang as Lang, sourceFile, ...review } };
};

const signed = { reviewedOn: "2026-11-22", reviewedBy: "Omar Haddad, Partner" };

describe("pages never reviewed for UAE law", () => {
  it("are listed by file, with what is missing and what to set", () => {
    const documents = [
      documentOf("service", "content/services/en/reviewed.mdx", signed),
      documentOf("service", "content/services/en/dated-only.mdx", { reviewedOn: signed.reviewedOn }),
      documentOf("service", "content/services/en/never.mdx", {}),
    ];
    expect(unreviewedPages(documents)).toEqual([
      "content/services/en/dated-only.mdx: never reviewed for UAE law (reviewedBy not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role",
      "content/services/en/never.mdx: never reviewed for UAE law (reviewedOn and reviewedBy not set): a lawyer of the firm reads the page, then sets reviewedOn to that day and reviewedBy to their name and role",
    ]);
  });

  it("include every service and every insight of this site until the firm's lawyer has signed it (docs/before-launch.md)", async () => {
    // A service's review is its English page's; an insight's file stands alone, in either language.
    const folders = ["content/services/en", "content/insights/en", "content/insights/ar"];
    const unsigned = folders.flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder))
        .filter((name) => !/^reviewedBy:/m.test(fs.readFileSync(path.join(root, folder, name), "utf8")))
        .map((name) => `${folder}/${name}`),
    );
    const listed = unreviewedPages((await loadContent(root)).documents);
    expect(listed.map((line) => line.split(":")[0]).sort()).toEqual(unsigned.sort());
  }, 60_000);

  it("include an Arabic insight never reviewed, though its English twin was, and not a service's translation", () => {
    const documents = [
      documentOf("insight", "content/insights/en/update.mdx", signed),
      documentOf("insight", "content/insights/ar/update.mdx", {}),
      documentOf("service", "content/services/en/wills.mdx", signed),
      documentOf("service", "content/services/ar/wills.mdx", {}),
    ];
    expect(unreviewedPages(documents).map((line) => line.split(":")[0])).toEqual(["content/insights/ar/update.mdx"]);
  });
});
