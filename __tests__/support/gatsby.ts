import type { BodyTree } from "../../src/lib/body-tree";
import { type PageProps, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export const SITE_URL = "https://www.example.test";

/** A build year long past, so a test can tell it from the visitor's current year. */
export const BUILD_YEAR = "2000";

/** What the static queries (site URL, build year) return at build time. */
export const mockSiteMetadata = () =>
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: SITE_URL }, buildTime: BUILD_YEAR },
  });

export const fakeImage: IGatsbyImageData = {
  layout: "constrained",
  width: 1120,
  height: 560,
  images: {
    fallback: {
      src: "/static/cover-1120.jpg",
      srcSet: "/static/cover-560.jpg 560w, /static/cover-1120.jpg 1120w",
      sizes: "100vw",
    },
    sources: [
      { srcSet: "/static/cover-560.webp 560w, /static/cover-1120.webp 1120w", type: "image/webp", sizes: "100vw" },
    ],
  },
};

/** The props Gatsby gives a page or template component, around a page query's typed result. */
export const pageProps = <Data extends object, Context extends object = object>(
  data: Data,
  path: string,
  pageContext: Context = {} as Context,
): PageProps<Data, Context> => ({
  children: undefined,
  path,
  uri: path,
  location: { ...window.location, pathname: path, state: null, key: "initial" },
  params: {},
  pageContext,
  pageResources: {
    component: {} as PageProps<Data, Context>["pageResources"]["component"],
    json: { data, pageContext },
    page: { componentChunkName: "test", path, webpackCompilationHash: "test" },
  },
  data,
  serverData: {},
});

/** A body tree (src/lib/body-tree.ts) as a page query's JSON field types it. */
export const bodyJson = (tree: BodyTree) => tree as unknown as Record<string, unknown>;
