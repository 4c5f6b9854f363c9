import type { GatsbyConfig } from "gatsby";
import path from "path";
import { languages, localizedPath, hreflangLinks, type Lang } from "./src/languages";
import { uiStrings } from "./src/data/ui";
import { feedChannel, feedItems, feedMatch, feedPath, feedTitle, type FeedInsight } from "./src/build/insight-feed";
import { redirects } from "./src/lib/routes";
import { resolveSiteUrl, siteFacts } from "./src/site-facts";
import { colors } from "./src/styles/theme";

const contentDir = (name: string) => path.join(__dirname, "content", name);

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteFacts.name,
    description: siteFacts.description,
    siteUrl: resolveSiteUrl(),
  },
  trailingSlash: "always",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "services", path: contentDir("services") } },
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: contentDir("legal") } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: contentDir("pages") } },
    { resolve: "gatsby-source-filesystem", options: { name: "insights", path: contentDir("insights") } },
    {
      resolve: "gatsby-source-filesystem",
      // Never a document: gatsby-plugin-mdx would read it with its own frontmatter reader (the build refuses one anyway).
      options: { name: "images", path: contentDir("images"), ignore: ["**/*.md", "**/*.mdx"] },
    },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx", ".md"] } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP and JPEG only: AVIF encoding costs minutes per cover on a 2-core builder.
        defaults: { formats: ["auto", "webp"], quality: 72, placeholder: "none" },
      },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Only real pages: not the not-found pages, not the pages standing in for redirects (/about/).
        excludes: [
          ...languages.flatMap((lang) => [localizedPath(lang, "/404/"), localizedPath(lang, "/404.html")]),
          "/dev-404-page/",
          ...redirects.map(({ from }) => from),
        ],
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        // Each page lists itself and its translations (xhtml:link), as its hreflang links do.
        serialize: ({
          path,
          pageContext,
        }: {
          path: string;
          pageContext?: { alternates?: Record<Lang, string>; withoutTwin?: boolean };
        }) => ({
          url: path,
          links: hreflangLinks(pageContext?.alternates, pageContext?.withoutTwin),
        }),
      },
    },
    {
      // One RSS 2.0 feed per language (src/build/insight-feed.ts), announced in the head of that language's pages.
      resolve: "gatsby-plugin-feed",
      options: {
        feeds: languages.map((lang) => ({
          query: `{ allMdxInsight(filter: { lang: { eq: "${lang}" } }) { nodes { slug title description date } } }`,
          setup: () => feedChannel(resolveSiteUrl(), lang, uiStrings[lang].insights),
          serialize: ({ query }: { query: { allMdxInsight: { nodes: FeedInsight[] } } }) =>
            feedItems(resolveSiteUrl(), lang, query.allMdxInsight.nodes),
          output: feedPath(lang),
          title: feedTitle(lang, uiStrings[lang].insights),
          match: feedMatch(lang),
        })),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteFacts.name,
        short_name: siteFacts.shortName,
        description: siteFacts.description,
        lang: "en",
        start_url: "/",
        display: "minimal-ui",
        background_color: colors.paper,
        theme_color: colors.navy,
        icon: "src/images/logo.svg",
      },
    },
    {
      // The CMS at /admin/: gatsby-plugin-decap-cms's own webpack bundle of src/cms/, loaded by no public page.
      resolve: path.join(__dirname, "src/cms/plugin"),
      options: {
        modulePath: path.join(__dirname, "src/cms/index.ts"),
        siteUrl: resolveSiteUrl(),
        manualInit: true,
        enableIdentityWidget: false,
        htmlTitle: `Content manager | ${siteFacts.shortName}`,
        htmlFavicon: path.join(__dirname, "src/images/logo.svg"),
      },
    },
  ],
};

export default config;
