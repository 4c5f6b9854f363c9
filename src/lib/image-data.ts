import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * gatsby-plugin-image's getImage and getSrc without importing the plugin's
 * browser bundle (GatsbyImage, its hooks and placeholders) into the page chunk:
 * the covers render as a plain <picture> (CoverPicture) and need only the data.
 */
export const imageData = (
  node: { gatsbyImageData?: IGatsbyImageData | null } | null | undefined,
): IGatsbyImageData | undefined => node?.gatsbyImageData ?? undefined;

export const imageSrc = (node: { gatsbyImageData?: IGatsbyImageData | null } | null | undefined) =>
  imageData(node)?.images.fallback?.src;
