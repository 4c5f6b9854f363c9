/**
 * A body's MDX syntax tree, already checked by the content policy, made into the compact tree the site
 * renders (src/lib/body-tree.ts): HTML's tree as @mdx-js/mdx itself makes it (its unravelling of
 * paragraphs that hold only components, then remark-rehype), each component kept as its name.
 */
import { type BodyNode, type BodyProps, type BodyTree, bodyPropNames } from "../lib/body-tree";
import type { BodyReader } from "./body-policy";

/** The ES modules that read MDX and turn it into HTML's tree, loaded the way the caller's environment allows (./body-tools-native.ts, ./body-tools-bundled.ts). */
export interface BodyTools extends BodyReader {
  remarkMarkAndUnravel: typeof import("@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js").remarkMarkAndUnravel;
  remarkRehype: typeof import("remark-rehype").default;
}

interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The MDX nodes remark-rehype passes through untouched, as @mdx-js/mdx's own pipeline does. */
const mdxNodeTypes = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"];

const propsOf = (properties: Record<string, unknown> = {}): BodyProps | null => {
  const props: BodyProps = {};
  for (const name of bodyPropNames) {
    const value = properties[name];
    if (typeof value === "string" || typeof value === "number") props[name] = value;
  }
  return Object.keys(props).length > 0 ? props : null;
};

const compact = (node: HastNode): BodyNode[] => {
  switch (node.type) {
    case "text":
      return [node.value ?? ""];
    case "element":
      return [[node.tagName ?? "", propsOf(node.properties), ...(node.children ?? []).flatMap(compact)]];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return node.name ? [[node.name, null]] : [];
    default:
      // Comments, and code the content policy has already refused: nothing to render.
      return [];
  }
};

/** The syntax tree of a body (MDX's mdast, already checked by the content policy) as the compact tree. */
export const bodyTreeOf = (tools: BodyTools, mdast: unknown): BodyTree => {
  const hast = tools
    .unified()
    .use(tools.remarkMarkAndUnravel)
    .use(tools.remarkRehype, { allowDangerousHtml: true, passThrough: mdxNodeTypes })
    .runSync(mdast as never) as unknown as HastNode;
  return (hast.children ?? []).flatMap(compact);
};
