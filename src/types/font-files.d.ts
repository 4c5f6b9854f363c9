/** A font file imported from a module: Gatsby's webpack gives its URL, always a file under /static/ (gatsby-node.ts onCreateWebpackConfig). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
