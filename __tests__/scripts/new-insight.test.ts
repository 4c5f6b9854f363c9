/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { placeholderMarker } from "../../src/content-model";
import { checkContent } from "../../src/content-pipeline/field-checks";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { runScaffold } from "./support/scaffold";

/**
 * scripts/new-insight.mjs (npm run new:insight), run as an editor would against a throwaway content
 * folder (CONTENT_DIR): the update it starts has every field the model requires, and the build refuses
 * it only for the scaffold's text the editor must replace, field by field.
 */
/** A throwaway project; `tmp` is its content/ folder. */
let project: string;
let tmp: string;

const run = (...args: string[]) => runScaffold("new-insight.mjs", tmp, ...args);

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "new-insight-"));
  tmp = path.join(project, "content");
  fs.mkdirSync(tmp);
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("starts content/insights/en/<slug>.mdx that the build refuses only for the text left to write", () => {
  const result = run("Corporate Tax: What's New in 2026");
  expect(result.status).toBe(0);
  const file = path.join(tmp, "insights", "en", "corporate-tax-what-s-new-in-2026.mdx");
  expect(result.stdout).toContain("Created");
  const raw = fs.readFileSync(file, "utf8");
  const { data } = readFrontmatter(raw);
  expect(data.title).toBe("Corporate Tax: What's New in 2026");
  const checked = checkContent({
    kind: "insight",
    file: "content/insights/en/corporate-tax-what-s-new-in-2026.mdx",
    frontmatter: data,
    raw,
    image: () => undefined,
    topics: ["legal-consultation-and-representation-in-taxation-law-uae"],
  });
  expect(checked.problems).toEqual([]);
  expect(checked.placeholders.map(({ field }) => field)).toEqual([
    "description",
    "author",
    "topics",
    "sources",
    'section "introduction"',
    'section "What it means for you"',
  ]);
  expect(raw).toContain(placeholderMarker);
});

test("refuses a title that is already an update, in either language", () => {
  fs.mkdirSync(path.join(tmp, "insights", "ar"), { recursive: true });
  fs.writeFileSync(path.join(tmp, "insights", "ar", "e-invoicing.mdx"), "---\ntitle: x\n---\n");
  const result = run("E-invoicing");
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("e-invoicing.mdx already exists");
});
