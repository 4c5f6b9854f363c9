/**
 * A document's body as data. The build and the CMS preview read the MDX once into its syntax
 * tree (the content policy checks that tree), turn it into HTML's tree the way MDX itself does
 * (src/content-pipeline/body-to-tree.ts), and keep a compact copy of it: elements as
 * `[tag, props, ...children]`, text as strings, and each component as `[Name]`. src/components/DocumentBody.tsx renders that copy with the site's components.
 * Nothing in it is code: a component is a name, an attribute a string.
 */
/** What an element may carry from Markdown: a link's address and title, a picture's, a list's start. */
export type BodyProps = { [name in (typeof bodyPropNames)[number]]?: string | number };

/** An element, `["p", null, "text"]`, or a component, `["BookACall", null]`. */
export type BodyElement = [name: string, props: BodyProps | null, ...children: BodyNode[]];

export type BodyNode = string | BodyElement;

/** The body of a document: what the template and the CMS preview render. */
export type BodyTree = BodyNode[];

export const bodyPropNames = ["href", "title", "src", "alt", "start"] as const;

/** A body as GraphQL hands it over (its JSON scalar is typed as an object): the tree, or none if it is not one. */
export const asBodyTree = (json: unknown): BodyTree => (Array.isArray(json) ? (json as BodyTree) : []);

/** A section of a body, for its "On this page" list: the heading's anchor and its words, as a tree. */
export interface BodySection {
  id: string;
  heading: BodyTree;
}

/** The anchor of the body's nth `##` heading (from 1): DocumentBody gives each its id. */
export const sectionId = (n: number): string => `section-${n}`;

export const isSectionHeading = (node: BodyNode): node is BodyElement => typeof node !== "string" && node[0] === "h2";

/** A heading's words for a link to it: its links become their text, so a link never holds another. */
const unlinked = (nodes: BodyTree): BodyTree =>
  nodes.flatMap((node) =>
    typeof node === "string"
      ? [node]
      : node[0] === "a"
        ? unlinked(node.slice(2) as BodyTree)
        : [[node[0], node[1], ...unlinked(node.slice(2) as BodyTree)] as BodyElement],
  );

/**
 * The body's `##` sections, in order. `componentHeadings` names the components that render a
 * section heading of their own (the terms' guarantee heading), with its anchor and words.
 */
export const bodySectionsOf = (
  tree: BodyTree,
  componentHeadings: Readonly<Record<string, { id: string; text: string }>> = {},
): BodySection[] => {
  let count = 0;
  return tree.flatMap((node): BodySection[] => {
    if (typeof node === "string") return [];
    if (isSectionHeading(node)) {
      count += 1;
      return [{ id: sectionId(count), heading: unlinked(node.slice(2) as BodyTree) }];
    }
    const own = Object.hasOwn(componentHeadings, node[0]) ? componentHeadings[node[0]] : undefined;
    return own ? [{ id: own.id, heading: [own.text] }] : [];
  });
};

/** The body split at its first `##` heading: the introduction, and the sections after it. */
export const splitIntroduction = (tree: BodyTree): { introduction: BodyTree; sections: BodyTree } => {
  const first = tree.findIndex(isSectionHeading);
  return first < 0
    ? { introduction: tree, sections: [] }
    : { introduction: tree.slice(0, first), sections: tree.slice(first) };
};
