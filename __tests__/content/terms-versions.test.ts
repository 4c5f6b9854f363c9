import fs from "fs";
import path from "path";
import { readContentFile } from "../../src/content-pipeline/frontmatter";

/** The terms in English and in Arabic: one version, one date, and which language prevails if they differ. */
const read = (lang: string) => {
  const file = `content/legal/${lang}/terms.mdx`;
  const reading = readContentFile(file, fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8"));
  if ("problem" in reading) throw new Error(`${file} cannot be read`);
  return reading;
};

test("both versions of the terms bear the same date", () => {
  expect(read("ar").data.lastUpdated).toEqual(read("en").data.lastUpdated);
});

test("both versions say that the Arabic prevails, under the governing-law heading", () => {
  const section = (body: string, heading: string) => body.split(heading)[1]?.split("\n## ")[0] ?? "";
  expect(section(read("en").body, "## Governing law and jurisdiction")).toContain("the Arabic version prevails");
  expect(section(read("ar").body, "## القانون الواجب التطبيق والاختصاص القضائي")).toContain("تسود النسخة العربية");
});
