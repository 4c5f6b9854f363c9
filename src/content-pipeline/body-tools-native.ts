import type { BodyTools } from "./body-to-tree";

/**
 * Loads the MDX reader (unified, remark-parse, remark-mdx) and the plugins that turn a body into HTML's tree (./body-to-tree.ts),
 * ES modules only, into the build's Node code (gatsby-node.ts).
 *
 * Gatsby compiles gatsby-node.ts to CommonJS with Parcel, which rewrites every import(),
 * even one of a variable, into require() (parcel-bundler/parcel#9995); require() of an ES
 * module works only from Node 20.19 and 22.12. A function built at run time is out of the
 * compiler's sight, so its import() stays Node's own and works on every supported Node.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;

const importBodyTools = async (): Promise<BodyTools> => {
  const [unified, remarkParse, remarkMdx, remarkRehype, unravel] = (await Promise.all([
    nativeImport("unified"),
    nativeImport("remark-parse"),
    nativeImport("remark-mdx"),
    nativeImport("remark-rehype"),
    // @mdx-js/mdx's own step before remark-rehype (a paragraph holding only components becomes those components).
    nativeImport("@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js"),
  ])) as [
    typeof import("unified"),
    typeof import("remark-parse"),
    typeof import("remark-mdx"),
    typeof import("remark-rehype"),
    typeof import("@mdx-js/mdx/lib/plugin/remark-mark-and-unravel.js"),
  ];
  return {
    unified: unified.unified,
    remarkParse: remarkParse.default,
    remarkMdx: remarkMdx.default,
    remarkRehype: remarkRehype.default,
    remarkMarkAndUnravel: unravel.remarkMarkAndUnravel,
  };
};

let loaded: Promise<BodyTools> | undefined;

/** The tools, imported once for the whole build (every loadContent call reads every body with them). */
export const loadBodyTools = (): Promise<BodyTools> => (loaded ??= importBodyTools());
