import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import {
  type ContentKind,
  type ContentProblem,
  checkContent,
  defaultTitles,
  findDuplicateSlugs,
  formatProblem,
  slugFromPath,
} from "./src/lib/content-validation";
import { routes } from "./src/lib/routes";
import { headerRules, toNetlifyHeaders } from "./src/lib/security-headers";

const templates: Record<ContentKind, string> = {
  service: path.resolve("src/templates/service.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
  page: path.resolve("src/templates/page.tsx"),
};

const pathOf: Record<ContentKind, (slug: string) => string> = {
  service: routes.service,
  legal: routes.legal,
  page: routes.page,
};

/** Which content folder (gatsby-source-filesystem instance) holds which kind of document. */
const kindBySource: Record<string, ContentKind> = { services: "service", legal: "legal", pages: "page" };

/** The old footer's dead /about link; src/pages/about.tsx also answers hosts that ignore redirects. */
const redirects = [
  { from: "/about", to: routes.foundation },
  { from: "/about/", to: routes.foundation },
];

const imagesDir = path.resolve("content/images");
const imageExists = (name: string) => path.basename(name) === name && fs.existsSync(path.join(imagesDir, name));

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  fields?: { slug: string; kind: ContentKind; sourceFile: string };
  internal: Node["internal"] & { contentFilePath: string };
}

const reportProblems = (problems: ContentProblem[], panic: (message: string) => void) => {
  if (problems.length === 0) return;
  panic(`Content error, the page was not built:\n  ${problems.map(formatProblem).join("\n  ")}`);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  const kind = file && kindBySource[file.sourceInstanceName];
  if (!file || !kind) return;

  const sourceFile = path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/");
  const { problems, warnings } = checkContent({
    kind,
    file: sourceFile,
    frontmatter: ((node as MdxNode).frontmatter ?? {}) as Record<string, unknown>,
    raw: fs.readFileSync(file.absolutePath, "utf8"),
    imageExists,
  });
  warnings.forEach((warning) => reporter.warn(formatProblem(warning)));
  reportProblems(problems, reporter.panicOnBuild);

  actions.createNodeField({ node, name: "slug", value: slugFromPath(file.absolutePath) });
  actions.createNodeField({ node, name: "kind", value: kind });
  actions.createNodeField({ node, name: "sourceFile", value: sourceFile });
};

interface ResolverContext {
  nodeModel: { findOne: (args: { type: string; query: object }) => Promise<Node | null> };
}

interface FrontmatterSource extends Record<string, unknown> {
  __origin: { kind: ContentKind; sourceFile: string };
}

const imageField = (field: string) => ({
  type: "File",
  resolve: async (source: FrontmatterSource, _args: unknown, context: ResolverContext) => {
    const name = source[field];
    if (typeof name !== "string" || name === "") return null;
    const image = await context.nodeModel.findOne({
      type: "File",
      query: { filter: { sourceInstanceName: { eq: "images" }, base: { eq: name } } },
    });
    if (!image) throw new Error(`${source.__origin.sourceFile}: ${field} "${name}" is not a file in content/images/`);
    return image;
  },
});

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes([
    schema.buildObjectType({
      name: "Mdx",
      interfaces: ["Node"],
      fields: {
        fields: "MdxFields!",
        frontmatter: {
          type: "MdxFrontmatter!",
          // Hands the file's kind and path down to the field resolvers below (defaults, error messages).
          resolve: (node: MdxNode): FrontmatterSource => ({
            ...(node.frontmatter ?? {}),
            __origin: { kind: node.fields?.kind ?? "page", sourceFile: node.fields?.sourceFile ?? node.id },
          }),
        },
      },
    }),
    `type MdxFields {
      "The page's URL segment: the file name without its extension."
      slug: String!
      "service, legal or page: which content folder the file is in."
      kind: String!
      "The file's path in the repository, for error messages."
      sourceFile: String!
    }`,
    schema.buildObjectType({
      name: "MdxFrontmatter",
      extensions: { infer: false },
      fields: {
        title: {
          type: "String!",
          resolve: (source: FrontmatterSource) =>
            (typeof source.title === "string" && source.title.trim()) || defaultTitles[source.__origin.kind] || "",
        },
        description: "String!",
        order: "Int",
        date: { type: "Date", extensions: { dateformat: {} } },
        lastUpdated: { type: "Date", extensions: { dateformat: {} } },
        coverImage: imageField("coverImage"),
        coverAlt: {
          type: "String",
          resolve: (source: FrontmatterSource) =>
            source.__origin.kind !== "service"
              ? null
              : ((source.coverAlt as string | undefined) ??
                `Cover illustration for ${(source.title as string | undefined) ?? defaultTitles.service}`),
        },
        portrait: imageField("portrait"),
        portraitAlt: "String",
      },
    }),
  ]);
};

interface PagesQuery {
  allMdx: {
    nodes: {
      id: string;
      fields: { slug: string; kind: ContentKind; sourceFile: string };
      internal: { contentFilePath: string };
    }[];
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const { from, to } of redirects)
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });

  const result = await graphql<PagesQuery>(`
    query ContentPages {
      allMdx {
        nodes {
          id
          fields {
            slug
            kind
            sourceFile
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content pages", result.errors);
    return;
  }
  const documents = result.data.allMdx.nodes;

  for (const kind of ["service", "legal", "page"] as const) {
    const ofKind = documents.filter((doc) => doc.fields.kind === kind);
    reportProblems(
      findDuplicateSlugs(ofKind.map(({ fields }) => ({ slug: fields.slug, file: fields.sourceFile }))),
      reporter.panicOnBuild,
    );
    for (const doc of ofKind) {
      actions.createPage({
        path: pathOf[kind](doc.fields.slug),
        component: `${templates[kind]}?__contentFilePath=${doc.internal.contentFilePath}`,
        context: { id: doc.id },
      });
    }
  }
};

/** Every HTML file in public/ with the URL path it is served at. */
const builtPages = (dir = path.resolve("public"), prefix = "/"): { path: string; html: string }[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    if (!entry.name.endsWith(".html")) return [];
    const html = fs.readFileSync(path.join(dir, entry.name), "utf8");
    return [{ path: entry.name === "index.html" ? prefix : `${prefix}${entry.name}`, html }];
  });

/**
 * After the build: robots.txt naming the sitemap by absolute URL (for this build's base URL),
 * and the CDN's _headers (security headers, each page's CSP with its inline-script hashes, caching)
 * and _redirects, in Netlify's formats.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = data!.site.siteMetadata.siteUrl;
  const publicFile = (name: string) => path.resolve("public", name);
  fs.writeFileSync(publicFile("robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  fs.writeFileSync(publicFile("_headers"), toNetlifyHeaders(headerRules(builtPages())));
  // "301!": redirect even though /about/index.html exists (it is the fallback for other hosts).
  fs.writeFileSync(publicFile("_redirects"), redirects.map(({ from, to }) => `${from} ${to} 301!`).join("\n") + "\n");
};
