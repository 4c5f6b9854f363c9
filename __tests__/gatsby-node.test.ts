import fs from "fs";
import os from "os";
import path from "path";
import { createPages, createSchemaCustomization, onCreateNode } from "../gatsby-node";

/** The Gatsby hooks fed what an editor's mistake looks like, with a recording reporter. */
const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn() });

const writeContent = (name: string, text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const runOnCreateNode = (fileName: string, raw: string, frontmatter: Record<string, unknown>) => {
  const absolutePath = writeContent(fileName, raw);
  const report = reporter();
  const actions = { createNodeField: jest.fn() };
  const fileNode = { id: "file-1", sourceInstanceName: "services", absolutePath };
  const mdxNode = { id: "mdx-1", parent: "file-1", frontmatter, internal: { type: "Mdx" } };
  (onCreateNode as any)({ node: mdxNode, getNode: () => fileNode, actions, reporter: report });
  return { report, actions };
};

const service = {
  title: "Business Setup",
  description: "Company formation.",
  date: "2026-03-04",
  coverImage: "business-setup-in-dubai-and-the-uae.jpg",
};
const rawOf = (fm: Record<string, unknown>) =>
  `---\n${Object.entries(fm)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")}\n---\nBody\n`;

describe("onCreateNode", () => {
  it("records slug, kind and source file for a valid service", () => {
    const { report, actions } = runOnCreateNode("business-setup.mdx", rawOf(service), service);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    const fields = Object.fromEntries(actions.createNodeField.mock.calls.map(([{ name, value }]) => [name, value]));
    expect(fields).toMatchObject({ slug: "business-setup", kind: "service" });
    expect(fields.sourceFile).toMatch(/business-setup\.mdx$/);
  });

  it.each([
    ["a cover that does not exist", { ...service, coverImage: "missing.jpg" }, "coverImage"],
    ["an unparseable date", { ...service, date: "2026-02-30" }, "date"],
    ["a missing description", { ...service, description: undefined }, "description"],
  ])("stops the build on %s, naming the file and the field", (_case, frontmatter, field) => {
    const clean = Object.fromEntries(Object.entries(frontmatter).filter(([, v]) => v !== undefined));
    const { report } = runOnCreateNode("business-setup.mdx", rawOf(clean), clean);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0] as string;
    expect(message).toMatch(new RegExp(`business-setup\\.mdx: ${field} `));
  });

  it("stops the build on a file name that is not kebab-case", () => {
    const { report } = runOnCreateNode("Business Setup.mdx", rawOf(service), service);
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
      /Business Setup\.mdx: file name "Business Setup" is not kebab-case/,
    );
  });

  it("warns with the file name when a service has no title", () => {
    const { title, ...untitled } = service;
    const { report } = runOnCreateNode("business-setup.mdx", rawOf(untitled), untitled);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(report.warn).toHaveBeenCalledWith(
      expect.stringMatching(/business-setup\.mdx: title is missing; the page is titled "Service"/),
    );
  });
});

describe("createPages", () => {
  const node = (slug: string, kind: string, sourceFile: string) => ({
    id: `${kind}-${slug}-${sourceFile}`,
    fields: { slug, kind, sourceFile },
    internal: { contentFilePath: `/site/${sourceFile}` },
  });
  const run = async (nodes: ReturnType<typeof node>[]) => {
    const report = reporter();
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() };
    const graphql = jest.fn().mockResolvedValue({ data: { allMdx: { nodes } } });
    await (createPages as any)({ graphql, actions, reporter: report });
    return { report, pages: actions.createPage.mock.calls.map(([page]) => page) };
  };

  it("creates one page per document with its template and MDX file", async () => {
    const { pages, report } = await run([
      node("wills", "service", "content/services/wills.mdx"),
      node("terms", "legal", "content/legal/terms.mdx"),
      node("foundation", "page", "content/pages/foundation.mdx"),
    ]);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(pages.map((page) => page.path)).toEqual(["/services/wills/", "/legal/terms/", "/foundation/"]);
    expect(pages[0].component).toMatch(
      /src\/templates\/service\.tsx\?__contentFilePath=\/site\/content\/services\/wills\.mdx$/,
    );
    expect(pages[1].component).toMatch(/src\/templates\/legal\.tsx\?__contentFilePath=/);
    expect(pages[0].context).toEqual({ id: "service-wills-content/services/wills.mdx" });
  });

  it("stops the build when two files share a slug", async () => {
    const { report } = await run([
      node("wills", "service", "content/services/wills.mdx"),
      node("wills", "service", "content/services/wills.md"),
    ]);
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/services/wills.mdx, content/services/wills.md: file name these files share the slug "wills"',
      ),
    );
  });
});

describe("createSchemaCustomization", () => {
  const frontmatterFields = () => {
    const built: Record<string, any> = {};
    const schema = { buildObjectType: (config: any) => ((built[config.name] = config), config) };
    (createSchemaCustomization as any)({ actions: { createTypes: jest.fn() }, schema });
    return { mdx: built.Mdx.fields, frontmatter: built.MdxFrontmatter.fields, frontmatterType: built.MdxFrontmatter };
  };
  const origin = (kind: string) => ({ __origin: { kind, sourceFile: `content/${kind}/x.mdx` } });

  it("declares the frontmatter types instead of inferring them", () => {
    const { frontmatterType, frontmatter } = frontmatterFields();
    expect(frontmatterType.extensions).toEqual({ infer: false });
    expect(frontmatter.description).toBe("String!");
    expect(frontmatter.title.type).toBe("String!");
  });

  it("gives untitled documents the spec's default titles", () => {
    const { frontmatter } = frontmatterFields();
    expect(frontmatter.title.resolve({ ...origin("service") })).toBe("Service");
    expect(frontmatter.title.resolve({ ...origin("legal") })).toBe("Legal Document");
    expect(frontmatter.title.resolve({ title: "Wills", ...origin("service") })).toBe("Wills");
  });

  it("resolves coverImage to its File node and fails, naming the file, when there is none", async () => {
    const { frontmatter } = frontmatterFields();
    const image = { id: "file-9" };
    const found = { nodeModel: { findOne: jest.fn().mockResolvedValue(image) } };
    await expect(
      frontmatter.coverImage.resolve({ coverImage: "a.jpg", ...origin("service") }, {}, found),
    ).resolves.toBe(image);
    expect(found.nodeModel.findOne).toHaveBeenCalledWith({
      type: "File",
      query: { filter: { sourceInstanceName: { eq: "images" }, base: { eq: "a.jpg" } } },
    });
    const missing = { nodeModel: { findOne: jest.fn().mockResolvedValue(null) } };
    await expect(
      frontmatter.coverImage.resolve({ coverImage: "b.jpg", ...origin("service") }, {}, missing),
    ).rejects.toThrow('content/service/x.mdx: coverImage "b.jpg" is not a file in content/images/');
  });

  it("derives cover alt text from the title when the editor gives none", () => {
    const { frontmatter } = frontmatterFields();
    expect(frontmatter.coverAlt.resolve({ title: "Wills", ...origin("service") })).toBe("Cover illustration for Wills");
    expect(frontmatter.coverAlt.resolve({ title: "Wills", coverAlt: "A quill", ...origin("service") })).toBe("A quill");
  });
});
