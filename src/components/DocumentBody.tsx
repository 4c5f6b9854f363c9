import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import { useMDXComponents } from "@mdx-js/react";
import {
  type BodyNode,
  type BodyProps,
  type BodyTree,
  bodyPropNames,
  isSectionHeading,
  sectionId,
} from "../lib/body-tree";

/** The elements Markdown makes; anything else in a tree is not rendered. */
const markdownTags = new Set([..."p h1 h2 h3 h4 h5 h6 ul ol li em strong a code pre blockquote hr br del".split(" ")]);

type Components = Record<string, ComponentType | string | undefined>;

/** Only the attributes Markdown gives, whatever a tree holds: never an event handler or raw HTML. */
const allowedProps = (props: BodyProps | null): BodyProps | null => {
  if (!props) return null;
  const allowed = bodyPropNames.filter((name) => typeof props[name] === "string" || typeof props[name] === "number");
  return allowed.length > 0 ? Object.fromEntries(allowed.map((name) => [name, props[name]])) : null;
};

const render = (node: BodyNode, components: Components, id?: string): ReactNode => {
  if (typeof node === "string") return node;
  const [name, props, ...children] = node;
  // A component is a name with no attributes: the content policy allows only those the site provides.
  if (/^[A-Z]/.test(name)) {
    const Component = Object.hasOwn(components, name) ? components[name] : undefined;
    return Component ? createElement(Component) : null;
  }
  if (!markdownTags.has(name)) return null;
  const type = (Object.hasOwn(components, name) && components[name]) || name;
  const attributes = allowedProps(props) as Record<string, unknown> | null;
  return createElement(
    type,
    id === undefined ? attributes : { ...attributes, id },
    ...children.map((child) => render(child, components)),
  );
};

/**
 * A document's body, from its tree (src/lib/body-tree.ts), with the components the page provides
 * through MDXProvider (the layout's, and the legal article's on legal documents): the same for the
 * build's pages, a client-side navigation and the CMS preview. Nothing in the tree is run.
 * Each `##` heading gets its section's anchor (sectionId), which "On this page" links to.
 */
export const DocumentBody = ({ tree }: { tree: BodyTree }) => {
  const components = useMDXComponents() as Components;
  let sections = 0;
  const nodes = tree.map((node) => {
    if (!isSectionHeading(node)) return render(node, components);
    sections += 1;
    return render(node, components, sectionId(sections));
  });
  return createElement(Fragment, null, ...nodes);
};
