/**
 * The GraphQL types of the content, written out from the content model: one node type
 * per kind (MdxService, MdxLegal, MdxPage, MdxInsight), one node per document (src/content-pipeline/),
 * with every field already defaulted by the content pipeline. Fields that are required or have
 * a default are non-null, so the generated `Queries.*` types need no `!` in templates.
 */
import { type ContentKind, type FieldSpec, contentKinds, contentModel } from "../content-model";

export const nodeTypeOf: Record<ContentKind, string> = {
  service: "MdxService",
  legal: "MdxLegal",
  page: "MdxPage",
  insight: "MdxInsight",
};

/** The GraphQL type of each kind of field of the content model, before `!`. */
export const graphqlTypeOf: Record<FieldSpec["type"], string> = {
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

/** Fields the site can rely on: given by the editor or filled in with a default. */
export const isNonNull = (field: FieldSpec): boolean =>
  field.required || field.default !== undefined || field.computedDefault !== undefined;

const directivesOf = (field: FieldSpec) =>
  field.type === "date" ? " @dateformat" : field.type === "image" ? ' @link(by: "relativePath")' : "";

const describe = (text: string) => `"""${text.replace(/"""/g, '\\"""')}"""`;

/** One SDL field line per model field, e.g. `title: String!`. */
export const fieldDefinition = (field: FieldSpec): string =>
  `${describe(field.description)}\n  ${field.name}: ${graphqlTypeOf[field.type]}${isNonNull(field) ? "!" : ""}${directivesOf(field)}`;

/** The fields every content document has besides its frontmatter. */
const fileFields = `"The page's URL segment: the file name without its extension."
  slug: String!
  "The page's language, from its folder: en (content/services/en/) or ar (content/services/ar/)."
  lang: String!
  "The file's path in the repository, e.g. content/services/en/wills.mdx."
  sourceFile: String!
  "The body as data, elements, text and component names, which DocumentBody renders (src/lib/body-tree.ts)."
  body: JSON!
  "Text the new:service scaffold left to replace (develop shows them on the page; the build fails on them)."
  placeholders: [String!]!`;

export const contentTypeDefs = (): string =>
  [
    // Declared, not inferred, so that the generated types (src/gatsby-types.d.ts) do not change with what an
    // editor writes in a file.
    `"A content file as gatsby-plugin-mdx reads it, unchecked (GraphiQL: allMdx). Pages are made from the checked documents: allMdxService, allMdxLegal, allMdxPage, allMdxInsight."
type MdxFrontmatter @dontInfer {
  title: String
  description: String
}`,
    `"A law or official page a document cites."
type ContentSource {
  title: String!
  url: String!
}`,
    `"A content document: one MDX file in content/ that becomes one page."
interface ContentDocument implements Node {
  id: ID!
  ${fileFields}
  title: String!
  description: String!
}`,
    ...contentKinds.map((kind) => {
      const { label, folder, fields } = contentModel[kind];
      return `"${label}: one file per language in content/${folder}/<language>/."
type ${nodeTypeOf[kind]} implements Node & ContentDocument @dontInfer {
  ${fileFields}
  ${fields.map(fieldDefinition).join("\n  ")}
}`;
    }),
  ].join("\n\n");
