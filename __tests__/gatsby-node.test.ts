import fs from "fs";
import path from "path";
import { buildSchema, GraphQLNonNull, type GraphQLObjectType } from "graphql";
import type {
  CreatePageArgs,
  CreatePagesArgs,
  CreateNodeArgs,
  CreateSchemaCustomizationArgs,
  PluginOptions,
} from "gatsby";
import { createPages, createSchemaCustomization, onCreateNode, onCreatePage } from "../gatsby-node";
import { pageTextsOf } from "../src/data/page-texts";
import { uiStrings } from "../src/data/ui";
import { uiStringsWith } from "../src/data/ui-strings";
import { contentKinds, contentModel, placeholderMarker } from "../src/content-model";
import { reportContentProblems } from "../src/lib/content-report";
import { nodeTypeOf } from "../src/lib/content-schema";
import { codeInFrontmatter } from "./support/frontmatter-payload";
import { temporaryDir } from "./support/temporary-dir";

// The build loads the MDX reader with Node's own import(), which jest's module sandbox does not offer; jest compiles it instead.
jest.mock("../src/lib/load-mdx", () => ({
  loadBodyTools: async () => (await import("../src/lib/body-tools")).bodyTools,
}));

/** The Gatsby hooks fed what an editor's mistake looks like, with a recording reporter. */
const noOptions: PluginOptions = { plugins: [] };
const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn() });

/** A file in a fresh content folder: content/services/<language folder>/<name> by default, as editors write them. */
const writeContent = (name: string, text: string, folder = "en", contentDir = temporaryDir("content-")) => {
  const dir = path.join(contentDir, "services", folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

/** onCreateNode on one file, as the build reads it; its problems are only recorded (see runOnCreateNode). */
const readContentFile = async (
  fileName: string,
  raw: string,
  { folder = "en", contentDir }: { folder?: string; contentDir?: string } = {},
) => {
  const absolutePath = writeContent(fileName, raw, folder, contentDir);
  const report = reporter();
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const fileNode = { id: "file-1", sourceInstanceName: "services", absolutePath };
  // gatsby-plugin-mdx's node: onCreateNode reads the file itself, with the project's frontmatter reader.
  const mdxNode = { id: "mdx-1", parent: "file-1", internal: { type: "Mdx" } };
  const args = {
    node: mdxNode,
    getNode: () => fileNode,
    actions,
    reporter: report,
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => "digest",
  } as unknown as CreateNodeArgs;
  await onCreateNode!(args, noOptions, () => undefined);
  return { report, created: actions.createNode.mock.calls.map(([node]) => node), actions };
};

/** One file read, then its problems reported, as createPages does once every file has been read. */
const runOnCreateNode = async (...file: Parameters<typeof readContentFile>) => {
  const read = await readContentFile(...file);
  reportContentProblems(read.report.panicOnBuild);
  return read;
};

// A real cover from content/images/, so its format and width are read as in a build.
const service = {
  title: "Business Setup",
  description: "Company formation.",
  group: "companies-and-contracts",
  date: "2026-03-04",
  reviewedOn: "2026-11-22",
  coverImage: "business-setup-in-dubai-and-the-uae.jpg",
};
const rawOf = (fm: Record<string, unknown>, body = "Body") =>
  `---\n${Object.entries(fm)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\n${body}\n`;

describe("onCreateNode", () => {
  it("adds a typed MdxService node with the model's defaults filled in", async () => {
    const { report, created, actions } = await runOnCreateNode("business-setup.mdx", rawOf(service));
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      ...service,
      slug: "business-setup",
      coverAlt: "Cover illustration for Business Setup",
      reviewedBy: null,
      placeholders: [],
      parent: "mdx-1",
      internal: { type: "MdxService" },
    });
    expect(created[0].sourceFile).toMatch(/business-setup\.mdx$/);
    expect(actions.createParentChildLink).toHaveBeenCalledWith({
      parent: expect.objectContaining({ id: "mdx-1" }),
      child: created[0],
    });
  });

  it.each([
    ["a cover that does not exist", { ...service, coverImage: "missing.jpg" }, "coverImage"],
    ["an unparseable date", { ...service, date: "2026-02-30" }, "date"],
    ["a missing description", { ...service, description: undefined }, "description"],
  ])("stops the build on %s, naming the file and the field", async (_case, frontmatter, field) => {
    const clean = Object.fromEntries(Object.entries(frontmatter).filter(([, v]) => v !== undefined));
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(clean));
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(new RegExp(`business-setup\\.mdx: ${field} `));
    expect(created).toEqual([]);
  });

  it("stops the build on placeholder text, but still adds the node so develop can show the page with a warning", async () => {
    const body = `${placeholderMarker} paragraph.\n\n## Who needs it\n\n- ${placeholderMarker} client\n`;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(service, body));
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/business-setup\.mdx: section "introduction" still holds[\s\S]*section "Who needs it"/),
    );
    expect(created[0].placeholders).toEqual([
      `section "introduction" still holds the scaffold's text "${placeholderMarker}…"`,
      `section "Who needs it" still holds the scaffold's text "${placeholderMarker}…"`,
    ]);
  });

  it("stops the build on code in the body, naming the file and the line of the body, quoted, and adds no node (so no page is compiled)", async () => {
    const body = `Intro.\n\nexport const leak = process.env.GITHUB_TOKEN\n\n<script>alert(1)</script>`;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(service, body));
    // The body's first line is the one after the closing ---, whatever the frontmatter's length.
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toContain(
      `business-setup.mdx: body line 3 at "export const leak = process.env.GITHUB_TOKEN": "export" is not allowed: a page's text cannot contain code`,
    );
    expect(message).toContain(
      `business-setup.mdx: body line 5 at "<script>alert(1)</script>": <script> is not allowed`,
    );
    expect(created).toEqual([]);
  });

  it("reports the mistakes of every file together, in one message, once all the files are read", async () => {
    const contentDir = temporaryDir("content-");
    const noCover = { ...service, coverImage: "missing.jpg" };
    const badDate = { ...service, date: "2026-02-30" };
    const first = await readContentFile("business-setup.mdx", rawOf(noCover), { contentDir });
    const second = await readContentFile("wills.mdx", rawOf(badDate), { contentDir });
    expect(first.report.panicOnBuild).not.toHaveBeenCalled();
    expect(second.report.panicOnBuild).not.toHaveBeenCalled();
    const panicOnBuild = jest.fn();
    reportContentProblems(panicOnBuild);
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
    expect(panicOnBuild.mock.calls[0][0]).toMatch(
      /^Content error, the page was not built:\n {2}.*business-setup\.mdx: coverImage [^\n]*\n {2}.*wills\.mdx: date /,
    );
    // Reported once: the next build starts with nothing recorded.
    reportContentProblems(panicOnBuild);
    expect(panicOnBuild).toHaveBeenCalledTimes(1);
  });

  it("stops the build on a file name that is not kebab-case", async () => {
    const { report } = await runOnCreateNode("Business Setup.mdx", rawOf(service));
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
      /Business Setup\.mdx: file name "Business Setup" is not kebab-case/,
    );
  });

  it("stops the build on a file outside a language folder, saying where to move it", async () => {
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(service), { folder: "." });
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
      /business-setup\.mdx: file name is not in a language folder; move it to content\/services\/en\/ \(English\) or, if it is a translation, to content\/services\/ar\//,
    );
    expect(created).toEqual([]);
  });

  describe("a translation", () => {
    const arabic = { title: "تأسيس الشركات", description: "تأسيس الشركات في دبي.", date: "2026-11-25" };
    const withEnglishTwin = () => {
      const contentDir = temporaryDir("content-");
      writeContent("business-setup.mdx", rawOf(service), "en", contentDir);
      return contentDir;
    };

    it("is an Arabic node with the fields it does not translate taken from its English page", async () => {
      const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(arabic), {
        folder: "ar",
        contentDir: withEnglishTwin(),
      });
      expect(report.panicOnBuild).not.toHaveBeenCalled();
      expect(created[0]).toMatchObject({
        ...arabic,
        lang: "ar",
        slug: "business-setup",
        coverImage: service.coverImage,
        reviewedOn: service.reviewedOn,
        coverAlt: "صورة الغلاف لصفحة تأسيس الشركات",
      });
      expect(created[0].sourceFile).toMatch(/services\/ar\/business-setup\.mdx$/);
    });

    it("leaves a problem in a field it takes from its English page to the English page's own report", async () => {
      const contentDir = temporaryDir("content-");
      const brokenCover = { ...service, coverImage: "missing.jpg" };
      writeContent("business-setup.mdx", rawOf(brokenCover), "en", contentDir);
      const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(arabic), {
        folder: "ar",
        contentDir,
      });
      expect(report.panicOnBuild).not.toHaveBeenCalled();
      expect(created).toHaveLength(1);
    });

    it("is held to the content policy as an English page is: code in its body stops the build, and no node is added", async () => {
      const body = `مقدمة.\n\nexport const leak = process.env.GITHUB_TOKEN\n`;
      const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(arabic, body), {
        folder: "ar",
        contentDir: withEnglishTwin(),
      });
      expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
        /services\/ar\/business-setup\.mdx: body line \d+ at "export const leak = process\.env\.GITHUB_TOKEN": "export" is not allowed: a page's text cannot contain code/,
      );
      expect(created).toEqual([]);
    });

    it("stops the build when it sets a field of its English page, naming the file and the field", async () => {
      const written = { ...arabic, order: 3 };
      const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(written), {
        folder: "ar",
        contentDir: withEnglishTwin(),
      });
      expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
        /services\/ar\/business-setup\.mdx: order belongs to the English page \(.*services\/en\/business-setup\.mdx\); delete it here/,
      );
      expect(created).toEqual([]);
    });

    it("stops the build without an English page, or without a title of its own (no English default on an Arabic page)", async () => {
      const orphan = await runOnCreateNode("business-setup.mdx", rawOf(arabic), { folder: "ar" });
      expect(orphan.report.panicOnBuild.mock.calls[0][0]).toMatch(
        /services\/ar\/business-setup\.mdx: file name has no English page .*services\/en\/business-setup\.mdx/,
      );
      const { title, ...untitled } = arabic;
      const { report } = await runOnCreateNode("business-setup.mdx", rawOf(untitled), {
        folder: "ar",
        contentDir: withEnglishTwin(),
      });
      expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
        /services\/ar\/business-setup\.mdx: title is required in a translation but missing or empty/,
      );
    });

    it("whose English page opens with ---js: that page's first line stops the build, and its frontmatter never runs", async () => {
      const contentDir = temporaryDir("content-");
      const payload = codeInFrontmatter();
      writeContent("business-setup.mdx", payload.raw, "en", contentDir);
      const translation = await runOnCreateNode("business-setup.mdx", rawOf(arabic), { folder: "ar", contentDir });
      const englishPage = await runOnCreateNode("business-setup.mdx", payload.raw, { contentDir });
      expect(payload.ran()).toBe(false);
      expect(englishPage.report.panicOnBuild.mock.calls[0][0]).toMatch(
        /services\/en\/business-setup\.mdx: line 1 is "---js": the first line must be exactly --- \(three hyphens, nothing else\)/,
      );
      expect([...englishPage.created, ...translation.created]).toEqual([]);
      // The translation waits for its English page: one mistake, reported once.
      expect(translation.report.panicOnBuild).not.toHaveBeenCalled();
    });

    it("is reported, not refused, when it is older than its English page's legal review", async () => {
      const old = { ...arabic, date: "2026-11-01" };
      const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(old), {
        folder: "ar",
        contentDir: withEnglishTwin(),
      });
      expect(report.panicOnBuild).not.toHaveBeenCalled();
      expect(report.warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /Translation out of date: .*services\/ar\/business-setup\.mdx: date is 2026-11-01, older than the English page's reviewedOn 2026-11-22/,
        ),
      );
      expect(created).toHaveLength(1);
    });
  });

  it("warns with the file name when a service has no title", async () => {
    const { title, ...untitled } = service;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(untitled));
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(report.warn).toHaveBeenCalledWith(
      expect.stringMatching(/business-setup\.mdx: title is missing; the page is titled "Service"/),
    );
    expect(created[0]).toMatchObject({ title: "Service", coverAlt: "Cover illustration for Service" });
  });
});

describe("createPages", () => {
  const node = (slug: string, sourceFile: string, lang = "en") => ({
    id: `${slug}-${sourceFile}`,
    slug,
    lang,
    sourceFile,
  });
  const run = async (
    byKind: Partial<Record<string, ReturnType<typeof node>[]>>,
    listedInsights: { id: string; slug: string; lang: string; date: string; topics: string[] }[] = [],
  ) => {
    const report = reporter();
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
    const data = {
      ...Object.fromEntries(contentKinds.map((kind) => [kind, { nodes: byKind[kind] ?? [] }])),
      listedInsights: { nodes: listedInsights },
    };
    const graphql = jest.fn().mockResolvedValue({ data });
    await createPages!(
      { graphql, actions, reporter: report } as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
      noOptions,
      () => undefined,
    );
    return { report, graphql, pages: actions.createPage.mock.calls.map(([page]) => page) };
  };

  it("creates one page per document with its kind's one template, the translation under /ar/", async () => {
    const { pages, report, graphql } = await run({
      service: [node("wills", "content/services/en/wills.mdx"), node("wills", "content/services/ar/wills.mdx", "ar")],
      legal: [node("terms", "content/legal/en/terms.mdx")],
      page: [node("foundation", "content/pages/en/foundation.mdx")],
    });
    expect(graphql.mock.calls[0][0]).toContain("allMdxService");
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(pages.map((page) => page.path)).toEqual([
      "/services/wills/",
      "/ar/services/wills/",
      "/legal/terms/",
      "/foundation/",
      // The lists of insights exist in every language, empty or not.
      "/insights/",
      "/ar/insights/",
    ]);
    // No component per document: every page of a kind shares its template, whose query brings the body as data.
    expect(pages.map((page) => path.relative(process.cwd(), page.component))).toEqual([
      "src/templates/service.tsx",
      "src/templates/service.tsx",
      "src/templates/legal.tsx",
      "src/templates/page.tsx",
      "src/templates/insights.tsx",
      "src/templates/insights.tsx",
    ]);
    expect(pages[1].context).toEqual({
      id: "wills-content/services/ar/wills.mdx",
      slug: "wills",
      lang: "ar",
      alternates: { en: "/services/wills/", ar: "/ar/services/wills/" },
      ui: uiStringsWith(uiStrings.ar, ["mdx", "insights"]),
      related: [],
    });
    expect(pages[0].context).toMatchObject({ lang: "en", ui: uiStringsWith(uiStrings.en, ["mdx", "insights"]) });
  });

  it("gives each service page its related services: the editor's choice, then its practice area's, in its language", async () => {
    const service = (slug: string, group: string, order: number, lang: "en" | "ar" = "en", related: string[] = []) => ({
      ...node(slug, `content/services/${lang}/${slug}.mdx`, lang),
      title: slug,
      group,
      order,
      related,
    });
    const { pages } = await run({
      service: [
        service("wills", "personal", 1, "en", ["tax"]),
        service("poa", "personal", 3),
        service("visas", "personal", 2),
        service("sports", "personal", 4),
        service("tax", "regulation", 1),
        service("wills", "personal", 1, "ar", ["tax"]),
        service("poa", "personal", 3, "ar"),
      ],
    });
    const relatedOf = (path: string) => pages.find((page) => page.path === path)!.context.related;
    expect(relatedOf("/services/wills/")).toEqual(["tax", "visas", "poa"]);
    expect(relatedOf("/services/tax/")).toEqual([]);
    expect(relatedOf("/services/poa/")).toEqual(["wills", "visas", "sports"]);
    // Only pages of its own language: the Arabic edition has no Arabic tax page yet.
    expect(relatedOf("/ar/services/wills/")).toEqual(["poa"]);
  });

  it("sends each page only the words its template uses: MDX components' to every document, legal facts' to legal ones", async () => {
    const { pages } = await run({
      service: [node("wills", "content/services/en/wills.mdx")],
      legal: [node("terms", "content/legal/en/terms.mdx")],
      page: [node("foundation", "content/pages/en/foundation.mdx")],
    });
    const groupsOf = (path: string) => {
      const { ui } = pages.find((page) => page.path === path)!.context;
      return ["mdx", "legal", "insights"].filter((group) => group in ui);
    };
    // A service page lists the latest updates on its topic.
    expect(groupsOf("/services/wills/")).toEqual(["mdx", "insights"]);
    expect(groupsOf("/foundation/")).toEqual(["mdx"]);
    expect(groupsOf("/legal/terms/")).toEqual(["mdx", "legal"]);
    expect(groupsOf("/insights/")).toEqual(["insights"]);
  });

  it("warns of an English page without its translation, naming the file to write (build:production stops on it)", async () => {
    const { report, pages } = await run({
      service: [node("wills", "content/services/en/wills.mdx"), node("mou", "content/services/en/mou.mdx")],
    });
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(report.warn.mock.calls.map(([message]) => message)).toEqual(
      ["wills", "mou"].map(
        (slug) =>
          `content/services/en/${slug}.mdx: translation is missing: write content/services/ar/${slug}.mdx (content/README.md, "Translating a page")`,
      ),
    );
    expect(pages.map((page) => page.path)).toEqual([
      "/services/wills/",
      "/services/mou/",
      "/insights/",
      "/ar/insights/",
    ]);
  });

  it("publishes an insight in one language without a twin: no hreflang, no warning; with its twin, both ways", async () => {
    const { report, pages } = await run({
      insight: [
        node("alone", "content/insights/en/alone.mdx"),
        node("paired", "content/insights/en/paired.mdx"),
        node("paired", "content/insights/ar/paired.mdx", "ar"),
        node("arabic-only", "content/insights/ar/arabic-only.mdx", "ar"),
      ],
    });
    expect(report.warn).not.toHaveBeenCalled();
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    const contextOf = (route: string) => pages.find((page) => page.path === route)!.context;
    expect(contextOf("/insights/alone/")).toMatchObject({
      withoutTwin: true,
      // The language switch leads to the other language's list.
      alternates: { en: "/insights/alone/", ar: "/ar/insights/" },
    });
    expect(contextOf("/ar/insights/arabic-only/")).toMatchObject({
      withoutTwin: true,
      alternates: { en: "/insights/", ar: "/ar/insights/arabic-only/" },
    });
    for (const route of ["/insights/paired/", "/ar/insights/paired/"]) {
      expect(contextOf(route)).not.toHaveProperty("withoutTwin");
      expect(contextOf(route).alternates).toEqual({ en: "/insights/paired/", ar: "/ar/insights/paired/" });
    }
  });

  it("pages the insights 12 to a list, newest first, and gives each topic its own list in every language", async () => {
    const insights = Array.from({ length: 13 }, (_, index) => ({
      id: `insight-${index + 1}`,
      slug: `update-${index + 1}`,
      lang: "en",
      date: `2026-01-${String(index + 1).padStart(2, "0")}`,
      topics: index === 0 ? ["wills"] : ["mou"],
    }));
    const { pages } = await run({}, insights);
    const lists = pages.map(({ path: route, context }) => ({ route, ids: context.ids, page: context.page }));
    expect(lists.map(({ route }) => route)).toEqual([
      "/insights/",
      "/insights/page/2/",
      "/insights/topics/mou/",
      "/insights/topics/wills/",
      "/ar/insights/",
      "/ar/insights/topics/mou/",
      "/ar/insights/topics/wills/",
    ]);
    // Newest first: the 13th update opens the first page, the oldest is alone on the second.
    expect(lists[0].ids).toEqual(Array.from({ length: 12 }, (_, index) => `insight-${13 - index}`));
    expect(lists[1]).toMatchObject({ ids: ["insight-1"], page: 2 });
    expect(lists[3].ids).toEqual(["insight-1"]);
    expect(lists[4].ids).toEqual([]);
    // Page 2 exists in English only: no hreflang to an Arabic page that is not there.
    expect(pages[1].context).toMatchObject({ withoutTwin: true, pageCount: 2 });
    expect(pages[0].context).not.toHaveProperty("withoutTwin");
  });

  it("does not call a translation missing when its file exists but got no page (its own problems name it)", async () => {
    const slug = "24-hour-uae-legal-agreements-drafting-in-dubai";
    expect(fs.existsSync(`content/services/ar/${slug}.mdx`)).toBe(true);
    const { report } = await run({ service: [node(slug, `content/services/en/${slug}.mdx`)] });
    expect(report.warn).not.toHaveBeenCalled();
  });

  it("stops the build when two files of one language share a slug, not when a page and its translation do", async () => {
    const { report } = await run({
      service: [
        node("wills", "content/services/en/wills.mdx"),
        node("wills", "content/services/en/wills.md"),
        node("wills", "content/services/ar/wills.mdx", "ar"),
      ],
    });
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        "content/services/en/wills.mdx, content/services/en/wills.md: file name these files would publish to the same URL /services/wills/",
      ),
    );
  });

  it("stops the build when a page would take a URL the site owns, in any language", async () => {
    const { report } = await run({
      page: [
        node("admin", "content/pages/en/admin.mdx"),
        node("services", "content/pages/ar/services.mdx", "ar"),
        node("ar", "content/pages/en/ar.mdx"),
        node("static", "content/pages/en/static.mdx"),
        node("foundation", "content/pages/en/foundation.mdx"),
      ],
    });
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0];
    expect(message).toContain("content/pages/en/admin.mdx: file name would publish to /admin/, which is the CMS");
    expect(message).toContain(
      "content/pages/ar/services.mdx: file name would publish to /ar/services/, which is one of the site's own pages",
    );
    expect(message).toContain("content/pages/en/ar.mdx: file name would publish to /ar/, which is");
    expect(message).toContain("content/pages/en/static.mdx: file name would publish to /static/, which is a folder");
    expect(message).not.toContain("foundation");
  });
});

describe("onCreatePage", () => {
  const run = (page: { path: string; component?: string; context?: Record<string, unknown> }) => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    onCreatePage!(
      { page: { component: "/site/src/pages/x.tsx", context: {}, ...page }, actions } as unknown as CreatePageArgs,
      noOptions,
      () => undefined,
    );
    return { actions, pages: actions.createPage.mock.calls.map(([created]) => created) };
  };

  it("gives each page of src/pages its language, its texts and a twin under /ar/", () => {
    const { pages, actions } = run({ path: "/services/" });
    expect(actions.deletePage).toHaveBeenCalledTimes(1);
    expect(pages.map(({ path, context }) => [path, context.lang])).toEqual([
      ["/services/", "en"],
      ["/ar/services/", "ar"],
    ]);
    expect(pages[1].context).toMatchObject({
      alternates: { en: "/services/", ar: "/ar/services/" },
      texts: pageTextsOf("/services/", "ar"),
    });
    // No MDX body and no legal facts on these pages, so none of their words in the page's data.
    expect(pages[1].context.ui).toEqual(uiStringsWith(uiStrings.ar, []));
    expect(pages[1].context.ui).not.toHaveProperty("legal");
    expect(pages[1].context.ui).not.toHaveProperty("mdx");
  });

  it("makes one not-found page for every language, with a file for each, and no match path", () => {
    const { pages } = run({ path: "/404/" });
    expect(pages.map(({ path, matchPath }) => [path, matchPath])).toEqual([
      ["/404/", undefined],
      ["/ar/404.html", undefined],
    ]);
    // Both hold every language's words; each language's switch leads to the other language's home page.
    for (const { context } of pages) {
      expect(context.byLanguage.ar).toMatchObject({
        lang: "ar",
        alternates: { en: "/", ar: "/ar/" },
        texts: pageTextsOf("/404/", "ar"),
      });
      expect(context.byLanguage.en).toMatchObject({ lang: "en", texts: pageTextsOf("/404/", "en") });
    }
  });

  it("leaves the old addresses in English only, and a page that already has its language alone", () => {
    expect(run({ path: "/about/" }).pages.map(({ path }) => path)).toEqual(["/about/"]);
    const done = run({ path: "/ar/services/", context: { lang: "ar" } });
    expect(done.actions.deletePage).not.toHaveBeenCalled();
    expect(done.pages).toEqual([]);
  });
});

describe("createSchemaCustomization", () => {
  /** The SDL gatsby-node declares, built into a schema next to stand-ins for Gatsby's own types. */
  const schema = () => {
    const createTypes = jest.fn();
    createSchemaCustomization!(
      { actions: { createTypes } } as unknown as CreateSchemaCustomizationArgs,
      noOptions,
      () => undefined,
    );
    return buildSchema(`
      interface Node { id: ID! }
      scalar Date
      scalar JSON
      type File implements Node { id: ID! relativePath: String }
      directive @dontInfer on OBJECT
      directive @dateformat on FIELD_DEFINITION
      directive @link(by: String) on FIELD_DEFINITION
      ${createTypes.mock.calls[0][0]}
    `);
  };
  const graphqlType = {
    text: "String",
    date: "Date",
    integer: "Int",
    image: "File",
    choice: "String",
    services: "[String!]",
    person: "String",
    topics: "[String!]",
    sources: "[ContentSource!]",
  };

  it.each(contentKinds)(
    "declares one %s type whose fields are the model's, non-null when required or defaulted",
    (kind) => {
      const type = schema().getType(nodeTypeOf[kind]) as GraphQLObjectType;
      const fields = type.getFields();
      for (const spec of contentModel[kind].fields) {
        const field = fields[spec.name];
        expect({ name: spec.name, type: String(field?.type) }).toEqual({
          name: spec.name,
          type: `${graphqlType[spec.type]}${spec.required || spec.default !== undefined || spec.computedDefault !== undefined ? "!" : ""}`,
        });
        expect(field.description).toBe(spec.description);
      }
      expect(fields.slug.type).toBeInstanceOf(GraphQLNonNull);
      expect(type.getInterfaces().map(String)).toEqual(["Node", "ContentDocument"]);
    },
  );

  it("has no field the model does not declare, besides the file's own", () => {
    const fields = Object.keys((schema().getType("MdxService") as GraphQLObjectType).getFields());
    const declared = contentModel.service.fields.map(({ name }) => name);
    expect(fields.filter((name) => !declared.includes(name)).sort()).toEqual(
      ["body", "lang", "placeholders", "slug", "sourceFile"].sort(),
    );
  });
});
