/** A font file imported from a component: Gatsby's webpack (url-loader, file-loader above 10 KB) gives its URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
