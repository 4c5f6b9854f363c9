import fs from "fs";
import path from "path";
import { buildSchema, GraphQLNonNull, type GraphQLObjectType } from "graphql";
import type {
  CreatePageArgs,
  CreatePagesArgs,
  CreateSchemaCustomizationArgs,
  PluginOptions,
  SourceNodesArgs,
} from "gatsby";
import { createContentDigest } from "gatsby-core-utils";
import { createPages, createSchemaCustomization, onCreatePage, sourceNodes } from "../gatsby-node";
import { pageTextsOf } from "../src/data/page-texts";
import { uiStrings } from "../src/data/ui";
import { uiStringsWith } from "../src/data/ui-strings";
import { contentKinds, contentModel } from "../src/content-model";
import { graphqlTypeOf, nodeTypeOf } from "../src/build/content-schema";
import {
  acceptedService as service,
  acceptedTranslation as arabicFields,
  projectWith,
  rawOf,
  serviceFiles,
} from "./support/content-project";

// The build loads the MDX reader with Node's own import(), which jest's module sandbox does not offer; jest compiles it instead.
jest.mock("../src/content-pipeline/body-tools-native", () => ({
  loadBodyTools: async () => (await import("../src/content-pipeline/body-tools-bundled")).bodyTools,
}));

/** The Gatsby hooks fed what an editor's mistake looks like, with a recording reporter. */
const noOptions: PluginOptions = { plugins: [] };
const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn() });

describe("sourceNodes", () => {
  const { en: english, ar: arabic } = serviceFiles;

  /** A project with one service and its translation, sourced as `gatsby build` and `gatsby develop` do. */
  const project = () =>
    projectWith({ [english]: rawOf(service), [arabic]: rawOf(arabicFields) }, [
      service.coverImage,
      "immigration-services-under-uae-law.jpg",
    ]);

  /** sourceNodes run in `root` on a node store that keeps what earlier runs made, as Gatsby's cache does. */
  const source = async (root: string, store: Map<string, Record<string, unknown>>) => {
    const report = reporter();
    const actions = {
      createNode: jest.fn((node) => store.set(node.id, node)),
      deleteNode: jest.fn((node) => store.delete(node.id)),
    };
    const args = {
      actions,
      reporter: report,
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest,
      getNodesByType: (type: string) =>
        [...store.values()].filter((node) => (node.internal as { type: string }).type === type),
    } as unknown as SourceNodesArgs;
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
    try {
      await sourceNodes!(args, noOptions, () => undefined);
    } finally {
      cwd.mockRestore();
    }
    return { report, actions };
  };
  const nodeOf = (store: Map<string, Record<string, unknown>>, file: string) =>
    [...store.values()].find((node) => node.sourceFile === file)!;

  it("makes one typed node per document, with no parent, and stops nothing on good content", async () => {
    const store = new Map<string, Record<string, unknown>>();
    const { report } = await source(project(), store);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(nodeOf(store, english)).toMatchObject({
      ...service,
      slug: "business-setup",
      lang: "en",
      parent: null,
      internal: { type: "MdxService" },
    });
    expect(nodeOf(store, arabic)).toMatchObject({ lang: "ar", coverImage: service.coverImage });
  });

  it("gives a translation the English page's fields as they are now, with a new digest, though its own file did not change", async () => {
    const root = project();
    const store = new Map<string, Record<string, unknown>>();
    await source(root, store);
    const before = nodeOf(store, arabic);
    const newCover = "immigration-services-under-uae-law.jpg";
    fs.writeFileSync(path.join(root, english), rawOf({ ...service, coverImage: newCover }));
    await source(root, store);
    const after = nodeOf(store, arabic);
    expect(after.coverImage).toBe(newCover);
    expect((after.internal as { contentDigest: string }).contentDigest).not.toBe(
      (before.internal as { contentDigest: string }).contentDigest,
    );
  });

  it("stops the build on a document refused since the last run, and takes away its node", async () => {
    const root = project();
    const store = new Map<string, Record<string, unknown>>();
    await source(root, store);
    fs.writeFileSync(path.join(root, english), rawOf({ ...service, coverImage: "missing.jpg" }));
    const { report } = await source(root, store);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(report.panicOnBuild.mock.calls[0][0]).toContain(`${english}: coverImage "missing.jpg" is not a file`);
    expect(nodeOf(store, english)).toBeUndefined();
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
  it.each(contentKinds)(
    "declares one %s type whose fields are the model's, non-null when required or defaulted",
    (kind) => {
      const type = schema().getType(nodeTypeOf[kind]) as GraphQLObjectType;
      const fields = type.getFields();
      for (const spec of contentModel[kind].fields) {
        const field = fields[spec.name];
        expect({ name: spec.name, type: String(field?.type) }).toEqual({
          name: spec.name,
          type: `${graphqlTypeOf[spec.type]}${spec.required || spec.default !== undefined || spec.computedDefault !== undefined ? "!" : ""}`,
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
