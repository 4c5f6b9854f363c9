/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { minimumImageWidth, placeholderMarker } from "../../src/content-model";
import { contentCheckMessages } from "../../src/content-pipeline/build-messages";
import { checkContent, formatProblem } from "../../src/content-pipeline/field-checks";
import { readFrontmatter } from "../../src/content-pipeline/frontmatter";
import { runScaffold } from "./support/scaffold";

/**
 * scripts/new-service.mjs, run as an editor would, against a throwaway content
 * folder (CONTENT_DIR): the page it scaffolds must pass the build's own checks.
 */
const title = "Employment Law & Labour Disputes";
const slug = "employment-law-and-labour-disputes";

/** A throwaway project; `tmp` is its content/ folder. */
let project: string;
let tmp: string;

const run = (...args: string[]) => runScaffold("new-service.mjs", tmp, ...args);

/** The English pages' folder, where a new service starts; its translations go beside it, in ar/. */
const english = () => path.join(tmp, "services", "en");
const arabic = () => path.join(tmp, "services", "ar");
const serviceFile = () => path.join(english(), `${slug}.mdx`);

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "new-service-"));
  tmp = path.join(project, "content");
  fs.mkdirSync(english(), { recursive: true });
  fs.mkdirSync(arabic(), { recursive: true });
  fs.mkdirSync(path.join(tmp, "images"));
  fs.writeFileSync(
    path.join(english(), "existing-service.mdx"),
    [
      "---",
      'title: "Existing Service"',
      'description: "An existing service."',
      "order: 7",
      "date: 2026-01-01",
      "coverImage: existing-service.jpg",
      "---",
      "",
      "Body.",
      "",
    ].join("\n"),
  );
});

afterAll(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

describe("new-service.mjs", () => {
  it("scaffolds a service page whose only problems are the placeholders left to replace", () => {
    const result = run(title);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(fs.existsSync(serviceFile())).toBe(true);
    expect(result.stdout).toContain(`${slug}.mdx`);
    // Only the English page: the translation is the editor's to write, and the next steps say where.
    expect(fs.readdirSync(arabic())).toEqual([]);
    expect(result.stdout).toContain(`${path.join(arabic(), `${slug}.mdx`)} (content/README.md, "Translating a page")`);

    const raw = fs.readFileSync(serviceFile(), "utf8");
    const { data, body: content } = readFrontmatter(raw);
    const { problems, warnings, placeholders } = checkContent({
      kind: "service",
      file: `content/services/en/${slug}.mdx`,
      frontmatter: data,
      raw,
      image: (name) => (fs.existsSync(path.join(tmp, "images", name)) ? { format: "jpeg", width: 2400 } : undefined),
    });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([]);
    // The build refuses the page until the editor has replaced every one of them.
    expect(placeholders.map(({ field }) => field)).toEqual([
      "description",
      "group",
      'section "introduction"',
      'section "What the service is"',
      'section "Who needs it"',
      'section "How we handle it"',
      'section "The steps"',
      'section "Documents you will need"',
      'section "Replace this with a question clients often ask?"',
    ]);

    expect(data.title).toBe(title);
    expect(data.order).toBe(8);
    expect(data.coverImage).toBe(`${slug}.jpg`);
    expect(data.description).toMatch(new RegExp(`^${placeholderMarker}: `));
    const today = new Date().toISOString().slice(0, 10);
    expect(raw).toMatch(new RegExp(`^date: ${today}$`, "m"));
    expect(data).not.toHaveProperty("reviewedOn");
    expect(data).not.toHaveProperty("reviewedBy");
    expect(fs.existsSync(path.join(tmp, "images", `${slug}.jpg`))).toBe(true);

    for (const heading of [
      "## What the service is",
      "## Who needs it",
      "## How we handle it",
      "## The steps",
      "## Documents you will need",
      "## Frequently asked questions",
    ]) {
      expect(content).toContain(`\n${heading}\n`);
    }
    expect(content).toMatch(/^<BookACall \/>$/m);
    expect(content).toMatch(/^### .+$/m);
    // MDX 2 rules from the editor's guide: no comments, no stray braces or angle brackets.
    expect(content.replace(/^<BookACall \/>$/m, "")).not.toMatch(/[<{]/);
  });

  it("refuses a title whose page already exists and leaves it unchanged", () => {
    const before = fs.readFileSync(serviceFile(), "utf8");
    const result = run(title);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("already exists");
    expect(result.stderr).toContain(`${slug}.mdx already exists: choose another title or edit that file`);
    expect(fs.readFileSync(serviceFile(), "utf8")).toBe(before);
  });

  it("refuses a title whose slug an Arabic translation already has, and writes nothing", () => {
    const orphan = path.join(arabic(), "wills-and-probate.mdx");
    fs.writeFileSync(orphan, '---\ntitle: "الوصايا والتركات"\n---\n\nنص.\n');
    try {
      const result = run("Wills & Probate");
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${orphan} already exists: choose another title or edit that file`);
      expect(fs.existsSync(path.join(english(), "wills-and-probate.mdx"))).toBe(false);
      expect(fs.existsSync(path.join(tmp, "images", "wills-and-probate.jpg"))).toBe(false);
    } finally {
      fs.rmSync(orphan);
    }
  });

  it("does not keep a page the build would refuse, and says why in the build's words: here the cover already there is 640 px wide", async () => {
    const narrow = path.join(tmp, "images", "family-law.jpg");
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#888" } })
      .jpeg()
      .toFile(narrow);
    try {
      const result = run("Family Law");
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        formatProblem({
          file: "content/services/en/family-law.mdx",
          field: "coverImage",
          message: contentCheckMessages.imageTooNarrow("family-law.jpg", 640, minimumImageWidth),
        }),
      );
      expect(fs.existsSync(path.join(english(), "family-law.mdx"))).toBe(false);
      // The editor's own picture stays.
      expect(fs.existsSync(narrow)).toBe(true);
    } finally {
      fs.rmSync(narrow);
    }
  });

  it("refuses an empty title with a usage message", () => {
    const result = run("");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/usage/i);
    expect(fs.readdirSync(english()).sort()).toEqual([
      "employment-law-and-labour-disputes.mdx",
      "existing-service.mdx",
    ]);
    expect(fs.readdirSync(arabic())).toEqual([]);
  });

  it("escapes double quotes in the title", () => {
    const result = run('The "Golden Visa" Service');
    expect(result.status).toBe(0);
    const raw = fs.readFileSync(path.join(english(), "the-golden-visa-service.mdx"), "utf8");
    const { data } = readFrontmatter(raw);
    expect(data.title).toBe('The "Golden Visa" Service');
    expect(data.order).toBe(9);
  });
});
