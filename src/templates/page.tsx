import { graphql, type PageProps } from "gatsby";
import { imageData as getImage } from "../lib/image-data";
import { deferredPart } from "../components/DeferredPart";
import { DeferredClosingCallBand } from "../components/DeferredCallBand";
import { DocumentBody } from "../components/DocumentBody";
import { Layout } from "../components/Layout";
import { PlaceholderWarning } from "../components/PlaceholderWarning";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree } from "../lib/body-tree";
import { personPageLd } from "../lib/structured-data";

const FoundationArticle = deferredPart(
  () =>
    import(/* webpackPrefetch: true */ "../components/FoundationArticle").then((module) => module.FoundationArticle),
  process.env.BUILD_STAGE === "build-html" ? require("../components/FoundationArticle").FoundationArticle : undefined,
);

/** Stand-alone content pages from content/pages/ (the foundation page). */
const PageTemplate = ({ data: { mdxPage: page } }: PageProps<Queries.ContentPageQuery>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!page) return null;
  return (
    <Layout>
      <Seo
        title={page.title}
        description={page.description}
        path={alternates[lang]}
        structuredData={[personPageLd(siteUrl, { lang, ...ui.firm })]}
      />
      <PlaceholderWarning placeholders={page.placeholders} />
      <FoundationArticle
        title={page.title}
        description={page.description}
        portrait={getImage(page.portrait.childImageSharp)}
        portraitAlt={page.portraitAlt}
      >
        <DocumentBody tree={asBodyTree(page.body)} />
      </FoundationArticle>
      <DeferredClosingCallBand />
    </Layout>
  );
};

export default PageTemplate;

export const query = graphql`
  query ContentPage($id: String!) {
    mdxPage(id: { eq: $id }) {
      ...DocumentFields
      portraitAlt
      portrait {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 420, aspectRatio: 0.8, breakpoints: [320, 420, 640, 840])
        }
      }
    }
  }
`;
