import fs from "fs";
import os from "os";
import path from "path";
import { buildSchema, GraphQLNonNull, type GraphQLObjectType } from "graphql";
import matter from "gray-matter";
import type { CreatePagesArgs, CreateNodeArgs, CreateSchemaCustomizationArgs, PluginOptions } from "gatsby";
import { createPages, createSchemaCustomization, onCreateNode } from "../gatsby-node";
import { contentKinds, contentModel, placeholderMarker } from "../src/content-model";
import { nodeTypeOf } from "../src/lib/content-schema";

// The build loads @mdx-js/mdx with Node's own import(), which jest's module sandbox does not offer; jest compiles it instead.
jest.mock("../src/lib/load-mdx", () => ({ loadMdx: async () => import("@mdx-js/mdx") }));

/** The Gatsby hooks fed what an editor's mistake looks like, with a recording reporter. */
const noOptions: PluginOptions = { plugins: [] };
const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn() });

const writeContent = (name: string, text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const runOnCreateNode = async (fileName: string, raw: string, frontmatter: Record<string, unknown>) => {
  const absolutePath = writeContent(fileName, raw);
  const report = reporter();
  const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
  const fileNode = { id: "file-1", sourceInstanceName: "services", absolutePath };
  const mdxNode = {
    id: "mdx-1",
    parent: "file-1",
    frontmatter,
    // What gatsby-plugin-mdx compiles: the text below the frontmatter, read by gray-matter.
    body: matter(raw).content,
    internal: { type: "Mdx", contentFilePath: absolutePath },
  };
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

// A real cover from content/images/, so its format and width are read as in a build.
const service = {
  title: "Business Setup",
  description: "Company formation.",
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
    const { report, created, actions } = await runOnCreateNode("business-setup.mdx", rawOf(service), service);
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
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(clean), clean);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(new RegExp(`business-setup\\.mdx: ${field} `));
    expect(created).toEqual([]);
  });

  it("stops the build on placeholder text, but still adds the node so develop can show the page with a warning", async () => {
    const body = `${placeholderMarker} paragraph.\n\n## Who needs it\n\n- ${placeholderMarker} client\n`;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(service, body), service);
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/business-setup\.mdx: section "introduction" still holds[\s\S]*section "Who needs it"/),
    );
    expect(created[0].placeholders).toEqual([
      `section "introduction" still holds the scaffold's text "${placeholderMarker}…"`,
      `section "Who needs it" still holds the scaffold's text "${placeholderMarker}…"`,
    ]);
  });

  it("stops the build on code in the body, naming the file and the line, and adds no node (so no page is compiled)", async () => {
    const body = `Intro.\n\nexport const leak = process.env.GITHUB_TOKEN\n\n<script>alert(1)</script>`;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(service, body), service);
    const frontmatterLines = Object.keys(service).length + 2;
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(
      new RegExp(
        `business-setup\\.mdx: line ${frontmatterLines + 3} "export" is not allowed: a page's text cannot contain code`,
      ),
    );
    expect(message).toMatch(new RegExp(`business-setup\\.mdx: line ${frontmatterLines + 5} <script> is not allowed`));
    expect(created).toEqual([]);
  });

  it("stops the build on a file name that is not kebab-case", async () => {
    const { report } = await runOnCreateNode("Business Setup.mdx", rawOf(service), service);
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
      /Business Setup\.mdx: file name "Business Setup" is not kebab-case/,
    );
  });

  it("warns with the file name when a service has no title", async () => {
    const { title, ...untitled } = service;
    const { report, created } = await runOnCreateNode("business-setup.mdx", rawOf(untitled), untitled);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(report.warn).toHaveBeenCalledWith(
      expect.stringMatching(/business-setup\.mdx: title is missing; the page is titled "Service"/),
    );
    expect(created[0]).toMatchObject({ title: "Service", coverAlt: "Cover illustration for Service" });
  });
});

describe("createPages", () => {
  const node = (slug: string, sourceFile: string) => ({
    id: `${slug}-${sourceFile}`,
    slug,
    sourceFile,
    contentFilePath: `/site/${sourceFile}`,
  });
  const run = async (byKind: Partial<Record<string, ReturnType<typeof node>[]>>) => {
    const report = reporter();
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
    const data = Object.fromEntries(contentKinds.map((kind) => [kind, { nodes: byKind[kind] ?? [] }]));
    const graphql = jest.fn().mockResolvedValue({ data });
    await createPages!(
      { graphql, actions, reporter: report } as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
      noOptions,
      () => undefined,
    );
    return { report, graphql, pages: actions.createPage.mock.calls.map(([page]) => page) };
  };

  it("creates one page per document with its template and MDX file", async () => {
    const { pages, report, graphql } = await run({
      service: [node("wills", "content/services/wills.mdx")],
      legal: [node("terms", "content/legal/terms.mdx")],
      page: [node("foundation", "content/pages/foundation.mdx")],
    });
    expect(graphql.mock.calls[0][0]).toContain("allMdxService");
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(pages.map((page) => page.path)).toEqual(["/services/wills/", "/legal/terms/", "/foundation/"]);
    expect(pages[0].component).toMatch(
      /src\/templates\/service\.tsx\?__contentFilePath=\/site\/content\/services\/wills\.mdx$/,
    );
    expect(pages[1].component).toMatch(/src\/templates\/legal\.tsx\?__contentFilePath=/);
    expect(pages[0].context).toEqual({ id: "wills-content/services/wills.mdx" });
  });

  it("stops the build when two files share a slug", async () => {
    const { report } = await run({
      service: [node("wills", "content/services/wills.mdx"), node("wills", "content/services/wills.md")],
    });
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/services/wills.mdx, content/services/wills.md: file name these files share the slug "wills"',
      ),
    );
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
      type File implements Node { id: ID! relativePath: String }
      directive @dontInfer on OBJECT
      directive @dateformat on FIELD_DEFINITION
      directive @link(by: String) on FIELD_DEFINITION
      ${createTypes.mock.calls[0][0]}
    `);
  };
  const graphqlType = { text: "String", date: "Date", integer: "Int", image: "File" };

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
      ["contentFilePath", "placeholders", "slug", "sourceFile"].sort(),
    );
  });
});
