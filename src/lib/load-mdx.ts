/**
 * Loads @mdx-js/mdx, an ES module only, into the build's Node code (gatsby-node.ts).
 *
 * Gatsby compiles gatsby-node.ts to CommonJS with Parcel, which rewrites every import(),
 * even one of a variable, into require() (parcel-bundler/parcel#9995); require() of an ES
 * module works only from Node 20.19 and 22.12. A function built at run time is out of the
 * compiler's sight, so its import() stays Node's own and works on every supported Node.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;

export const loadMdx = () => nativeImport("@mdx-js/mdx") as Promise<typeof import("@mdx-js/mdx")>;
