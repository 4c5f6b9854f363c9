import fs from "fs";
import path from "path";
import { placeholderMarker } from "../../src/content-model";
import { loadContent } from "../../src/content-pipeline/load-content";
import type { ResolvedContent } from "../../src/content-pipeline/resolve-content";
import { contentReport } from "../../src/content-pipeline/content-report";
import { formatProblem } from "../../src/content-pipeline/field-checks";
import { codeInFrontmatter } from "../support/frontmatter-payload";
import {
  acceptedService as service,
  acceptedTranslation as arabic,
  projectWith,
  rawOf,
} from "../support/content-project";

// The build loads the MDX reader with Node's own import(), which jest's module sandbox does not offer; jest compiles it instead.
jest.mock("../../src/content-pipeline/body-tools-native", () => ({
  loadBodyTools: async () => (await import("../../src/content-pipeline/body-tools-bundled")).bodyTools,
}));

const cover = service.coverImage;

/** A project whose content/ holds `files` (paths under content/), with a real cover and portrait. */
const projectOf = (files: Record<string, string>) =>
  projectWith(Object.fromEntries(Object.entries(files).map(([file, text]) => [`content/${file}`, text])), [
    cover,
    "founder-portrait.jpg",
  ]);

const load = (files: Record<string, string>) => loadContent(projectOf(files));

/** The one message the build stops with (empty when it does not). */
const messageOf = ({ report }: ResolvedContent) => contentReport(report.problems, report.placeholders);
const fieldsIn = ({ documents }: ResolvedContent, lang: string) =>
  documents.map(({ fields }) => fields).filter((fields) => fields.lang === lang);

const english = "services/en/business-setup.mdx";
const translation = "services/ar/business-setup.mdx";

describe("loadContent", () => {
  it("makes a typed service document with the model's defaults filled in", async () => {
    const content = await load({ [english]: rawOf(service), [translation]: rawOf(arabic) });
    expect(messageOf(content)).toBe("");
    expect(content.documents.map(({ kind }) => kind)).toEqual(["service", "service"]);
    expect(fieldsIn(content, "en")[0]).toMatchObject({
      ...service,
      slug: "business-setup",
      lang: "en",
      sourceFile: "content/services/en/business-setup.mdx",
      coverAlt: "Cover illustration for Business Setup",
      reviewedBy: null,
      placeholders: [],
    });
  });

  it.each([
    ["a cover that does not exist", { ...service, coverImage: "missing.jpg" }, "coverImage"],
    ["an unparseable date", { ...service, date: "2026-02-30" }, "date"],
    ["a missing description", { ...service, description: undefined }, "description"],
  ])(
    "stops the build on %s, naming the file and the field, and makes no document",
    async (_case, frontmatter, field) => {
      const clean = Object.fromEntries(Object.entries(frontmatter).filter(([, v]) => v !== undefined));
      const content = await load({ [english]: rawOf(clean) });
      expect(messageOf(content)).toMatch(
        new RegExp(`^Content error[^\\n]*\\n  content/services/en/business-setup\\.mdx: ${field} `),
      );
      expect(content.documents).toEqual([]);
    },
  );

  it("stops the build on placeholder text, but still makes the document so develop can show the page with a warning", async () => {
    const body = `${placeholderMarker} paragraph.\n\n## Who needs it\n\n- ${placeholderMarker} client\n`;
    const content = await load({ [english]: rawOf(service, body) });
    expect(messageOf(content)).toMatch(
      /business-setup\.mdx: section "introduction" still holds[\s\S]*section "Who needs it"/,
    );
    expect(fieldsIn(content, "en")[0].placeholders).toEqual([
      `section "introduction" still holds the scaffold's text "${placeholderMarker}…"`,
      `section "Who needs it" still holds the scaffold's text "${placeholderMarker}…"`,
    ]);
  });

  it("stops the build on code in the body, naming the file and the line of the body, quoted, and makes no document", async () => {
    const body = `Intro.\n\nexport const leak = process.env.GITHUB_TOKEN\n\n<script>alert(1)</script>`;
    const content = await load({ [english]: rawOf(service, body) });
    // The body's first line is the one after the closing ---, whatever the frontmatter's length.
    expect(messageOf(content)).toContain(
      `business-setup.mdx: body line 3 at "export const leak = process.env.GITHUB_TOKEN": "export" is not allowed: a page's text cannot contain code`,
    );
    expect(messageOf(content)).toContain(
      `business-setup.mdx: body line 5 at "<script>alert(1)</script>": <script> is not allowed`,
    );
    expect(content.documents).toEqual([]);
  });

  it("reports the mistakes of every file together, in one message", async () => {
    const content = await load({
      [english]: rawOf({ ...service, coverImage: "missing.jpg" }),
      "services/en/wills.mdx": rawOf({ ...service, date: "2026-02-30" }),
    });
    expect(messageOf(content)).toMatch(
      /^Content error, the page was not built:\n {2}.*business-setup\.mdx: coverImage [^\n]*\n {2}.*wills\.mdx: date /,
    );
  });

  it("stops the build on a file name that is not kebab-case", async () => {
    const content = await load({ "services/en/Business Setup.mdx": rawOf(service) });
    expect(messageOf(content)).toMatch(/Business Setup\.mdx: file name "Business Setup" is not kebab-case/);
  });

  it("stops the build on a file outside a language folder, saying where to move it", async () => {
    const content = await load({ "services/business-setup.mdx": rawOf(service) });
    expect(messageOf(content)).toMatch(
      /content\/services\/business-setup\.mdx: file name is not in a language folder; move it to content\/services\/en\/ \(English\) or, if it is a translation, to content\/services\/ar\//,
    );
    expect(content.documents).toEqual([]);
  });

  it("warns with the file name when a service has no title", async () => {
    const { title, ...untitled } = service;
    const content = await load({ [english]: rawOf(untitled), [translation]: rawOf(arabic) });
    expect(messageOf(content)).toBe("");
    expect(content.report.warnings).toContainEqual(
      expect.stringMatching(/business-setup\.mdx: title is missing; the page is titled "Service"/),
    );
    expect(fieldsIn(content, "en")[0]).toMatchObject({ title: "Service", coverAlt: "Cover illustration for Service" });
  });

  it("warns of an English page without its translation, naming the file to write (build:production stops on it)", async () => {
    const content = await load({ [english]: rawOf(service), "services/en/wills.mdx": rawOf(service) });
    expect(messageOf(content)).toBe("");
    expect(content.report.missingTranslations.map(formatProblem)).toEqual(
      ["business-setup", "wills"].map(
        (slug) =>
          `content/services/en/${slug}.mdx: translation is missing: write content/services/ar/${slug}.mdx (content/README.md, "Translating a page")`,
      ),
    );
  });

  it("finds no problem in this site's content, every page translated and none out of date", async () => {
    const { report } = await loadContent(path.resolve(__dirname, "../.."));
    expect(report.problems).toEqual([]);
    expect(report.missingTranslations).toEqual([]);
    expect(report.warnings.filter((warning) => warning.includes("older than the English page"))).toEqual([]);
  }, 60_000);

  it("does not call a translation missing when its file exists but made no document (its own problems name it)", async () => {
    const content = await load({ [english]: rawOf(service), [translation]: "\n" });
    expect(content.report.missingTranslations).toEqual([]);
    expect(messageOf(content)).toContain("content/services/ar/business-setup.mdx: title is required in a translation");
  });

  it("stops the build when two files of one language share a slug, not when a page and its translation do", async () => {
    const content = await load({
      [english]: rawOf(service),
      "services/en/business-setup.md": rawOf(service),
      [translation]: rawOf(arabic),
    });
    expect(messageOf(content)).toContain(
      "content/services/en/business-setup.md, content/services/en/business-setup.mdx: file name these files would publish to the same URL /services/business-setup/",
    );
    expect(messageOf(content).match(/same URL/g)).toHaveLength(1);
  });

  it("stops the build when a page would take a URL the site owns, in any language", async () => {
    const page = (lang: string) => fs.readFileSync(`content/pages/${lang}/foundation.mdx`, "utf8");
    const content = await load({
      "pages/en/admin.mdx": page("en"),
      "pages/en/services.mdx": page("en"),
      "pages/ar/services.mdx": page("ar"),
      "pages/en/static.mdx": page("en"),
      "pages/en/foundation.mdx": page("en"),
    });
    const message = messageOf(content);
    expect(message).toContain("content/pages/en/admin.mdx: file name would publish to /admin/, which is the CMS");
    expect(message).toContain(
      "content/pages/ar/services.mdx: file name would publish to /ar/services/, which is one of the site's own pages",
    );
    expect(message).toContain("content/pages/en/static.mdx: file name would publish to /static/, which is a folder");
    expect(message).not.toContain("foundation");
  });

  it("checks an insight's topics against the services there are now", async () => {
    const insight = rawOf({
      title: "An update",
      description: "What changed.",
      date: "2026-11-01",
      author: "founder",
      topics: "[business-setup]",
      sources: '[{ title: "The law", url: "https://uaelegislation.gov.ae/" }]',
    });
    const withService = await load({
      [english]: rawOf(service),
      [translation]: rawOf(arabic),
      "insights/en/update.mdx": insight,
    });
    expect(messageOf(withService)).not.toContain("insights/en/update.mdx");
    const without = await load({ "insights/en/update.mdx": insight });
    expect(messageOf(without)).toContain(
      `content/insights/en/update.mdx: topics names "business-setup", which is no service`,
    );
  });

  describe("a translation", () => {
    it("is an Arabic document with the fields it does not translate taken from its English page", async () => {
      const content = await load({ [english]: rawOf(service), [translation]: rawOf(arabic) });
      expect(fieldsIn(content, "ar")[0]).toMatchObject({
        ...arabic,
        lang: "ar",
        slug: "business-setup",
        sourceFile: "content/services/ar/business-setup.mdx",
        coverImage: service.coverImage,
        reviewedOn: service.reviewedOn,
        coverAlt: "صورة الغلاف لصفحة تأسيس الشركات",
      });
    });

    it("leaves a problem in a field it takes from its English page to the English page's own report", async () => {
      const content = await load({
        [english]: rawOf({ ...service, coverImage: "missing.jpg" }),
        [translation]: rawOf(arabic),
      });
      expect(content.report.problems.map(({ file }) => file)).toEqual(["content/services/en/business-setup.mdx"]);
    });

    it("is held to the content policy as an English page is: code in its body stops the build, and no document is made", async () => {
      const body = `مقدمة.\n\nexport const leak = process.env.GITHUB_TOKEN\n`;
      const content = await load({ [english]: rawOf(service), [translation]: rawOf(arabic, body) });
      expect(messageOf(content)).toMatch(
        /services\/ar\/business-setup\.mdx: body line \d+ at "export const leak = process\.env\.GITHUB_TOKEN": "export" is not allowed: a page's text cannot contain code/,
      );
      expect(content.documents.map(({ fields }) => fields.lang)).toEqual(["en"]);
    });

    it("stops the build when it sets a field of its English page, naming the file and the field", async () => {
      const content = await load({ [english]: rawOf(service), [translation]: rawOf({ ...arabic, order: 3 }) });
      expect(messageOf(content)).toMatch(
        /services\/ar\/business-setup\.mdx: order belongs to the English page \(.*services\/en\/business-setup\.mdx\); delete it here/,
      );
    });

    it("stops the build without an English page, or without a title of its own (no English default on an Arabic page)", async () => {
      const orphan = await load({ [translation]: rawOf(arabic) });
      expect(messageOf(orphan)).toMatch(
        /services\/ar\/business-setup\.mdx: file name has no English page .*services\/en\/business-setup\.mdx/,
      );
      const { title, ...untitled } = arabic;
      const content = await load({ [english]: rawOf(service), [translation]: rawOf(untitled) });
      expect(messageOf(content)).toMatch(
        /services\/ar\/business-setup\.mdx: title is required in a translation but missing or empty/,
      );
    });

    it("whose English page opens with ---js: that page's first line stops the build, and its frontmatter never runs", async () => {
      const payload = codeInFrontmatter();
      const content = await load({ [english]: payload.raw, [translation]: rawOf(arabic) });
      expect(payload.ran()).toBe(false);
      // The translation waits for its English page: one mistake, reported once.
      expect(content.report.problems).toHaveLength(1);
      expect(messageOf(content)).toMatch(
        /services\/en\/business-setup\.mdx: line 1 is "---js": the first line must be exactly --- \(three hyphens, nothing else\)/,
      );
      expect(content.documents).toEqual([]);
    });

    it("is reported, not refused, when it is older than its English page's legal review", async () => {
      const content = await load({
        [english]: rawOf(service),
        [translation]: rawOf({ ...arabic, date: "2026-11-01" }),
      });
      expect(messageOf(content)).toBe("");
      expect(content.report.warnings).toContainEqual(
        expect.stringMatching(
          /Translation out of date: .*services\/ar\/business-setup\.mdx: date is 2026-11-01, older than the English page's reviewedOn 2026-11-22/,
        ),
      );
      expect(content.documents).toHaveLength(2);
    });
  });
});
