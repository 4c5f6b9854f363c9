/**
 * Wiring only: content files become typed nodes (checked against the content model),
 * nodes become pages, and the CDN's files are written after the build.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentKinds, contentModel, kindOfFolder } from "./src/content-model";
import { readImageFacts } from "./src/lib/content-images";
import { checkBody } from "./src/lib/content-policy";
import { contentTypeDefs, nodeTypeOf } from "./src/lib/content-schema";
import {
  type ContentProblem,
  type ImageFacts,
  checkContent,
  findDuplicateSlugs,
  formatProblem,
  slugFromPath,
  withDefaults,
} from "./src/lib/content-validation";
import { loadMdx } from "./src/lib/load-mdx";
import { writePostBuildFiles } from "./src/lib/post-build";
import { redirects } from "./src/lib/routes";

const imagesDir = path.resolve("content/images");

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  /** The text below the frontmatter: what gatsby-plugin-mdx compiles. */
  body: string;
  internal: Node["internal"] & { contentFilePath: string };
}

const reportProblems = (problems: ContentProblem[], panic: (message: string) => void) => {
  if (problems.length === 0) return;
  panic(`Content error, the page was not built:\n  ${problems.map(formatProblem).join("\n  ")}`);
};

/** Format and width of every image the document names, read once, for the content checks. */
const imagesNamedIn = async (
  fields: readonly { name: string; type: string }[],
  frontmatter: Record<string, unknown>,
) => {
  const facts = new Map<string, ImageFacts | undefined>();
  for (const { name, type } of fields) {
    const value = frontmatter[name];
    if (type === "image" && typeof value === "string" && path.basename(value) === value) {
      facts.set(value, await readImageFacts(path.join(imagesDir, value)));
    }
  }
  return (name: string) => facts.get(name);
};

/** Checks each content file against the model and adds its typed node (MdxService, MdxLegal, MdxPage). */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  reporter,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  const kind = file && kindOfFolder(file.sourceInstanceName);
  if (!file || !kind) return;

  const mdx = node as MdxNode;
  const frontmatter = mdx.frontmatter ?? {};
  const sourceFile = path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/");
  const raw = fs.readFileSync(file.absolutePath, "utf8");
  const checked = checkContent({
    kind,
    file: sourceFile,
    frontmatter,
    raw,
    image: await imagesNamedIn(contentModel[kind].fields, frontmatter),
  });
  const { warnings, placeholders } = checked;
  // The body is read, never compiled, here: a body the policy refuses gets no page, so nothing in it runs.
  const { createProcessor } = await loadMdx();
  const problems = [
    ...checked.problems,
    ...checkBody({ createProcessor, kind, file: sourceFile, raw, body: mdx.body }),
  ];
  warnings.forEach((warning) => reporter.warn(formatProblem(warning)));
  reportProblems(problems, reporter.panicOnBuild);
  if (problems.length > 0) return;
  // Stops `gatsby build`; `gatsby develop` only logs it and the page shows the list.
  if (placeholders.length > 0) {
    reporter.panicOnBuild(
      `Unfinished content, the page was not built (replace the scaffold's text):\n  ${placeholders.map(formatProblem).join("\n  ")}`,
    );
  }

  const document = {
    ...withDefaults(kind, frontmatter),
    slug: slugFromPath(file.absolutePath),
    sourceFile,
    contentFilePath: mdx.internal.contentFilePath,
    placeholders: placeholders.map(({ field, message }) => `${field} ${message}`),
  };
  const child = {
    ...document,
    id: createNodeId(`${node.id} >>> ${nodeTypeOf[kind]}`),
    parent: node.id,
    children: [],
    internal: { type: nodeTypeOf[kind], contentDigest: createContentDigest(document) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

interface DocumentNode {
  id: string;
  slug: string;
  sourceFile: string;
  contentFilePath: string;
}

/** One query for the documents of every kind, keyed by kind. */
const documentsQuery = `query ContentPages {
  ${contentKinds.map((kind) => `${kind}: all${nodeTypeOf[kind]} { nodes { id slug sourceFile contentFilePath } }`).join("\n  ")}
}`;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const { from, to } of redirects)
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });

  const result = await graphql<Record<string, { nodes: DocumentNode[] }>>(documentsQuery);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content pages", result.errors);
    return;
  }
  for (const kind of contentKinds) {
    const documents = result.data[kind]?.nodes ?? [];
    reportProblems(
      findDuplicateSlugs(documents.map(({ slug, sourceFile }) => ({ slug, file: sourceFile }))),
      reporter.panicOnBuild,
    );
    const template = path.resolve(contentModel[kind].template);
    for (const { id, slug, contentFilePath } of documents) {
      actions.createPage({
        path: contentModel[kind].route(slug),
        component: `${template}?__contentFilePath=${contentFilePath}`,
        context: { id },
      });
    }
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (!data) {
    reporter.panicOnBuild("Could not read the site URL for robots.txt");
    return;
  }
  try {
    writePostBuildFiles(path.resolve("public"), data.site.siteMetadata.siteUrl);
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
};
