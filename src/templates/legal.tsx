import { graphql, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DeferredClosingCallBand } from "../components/DeferredCallBand";
import { deferredPart } from "../components/DeferredPart";
import { DocumentBody } from "../components/DocumentBody";
import { Layout } from "../components/Layout";
import { PlaceholderWarning } from "../components/PlaceholderWarning";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree, bodySectionsOf } from "../lib/body-tree";
import { draftingGuaranteeId } from "../lib/routes";
import { breadcrumbLd, breadcrumbs } from "../lib/structured-data";

const LegalArticle = deferredPart(
  () => import(/* webpackPrefetch: true */ "../components/LegalArticle").then((module) => module.LegalArticle),
  process.env.BUILD_STAGE === "build-html" ? require("../components/LegalArticle").LegalArticle : undefined,
);

const LegalTemplate = ({ data: { mdxLegal: legal } }: PageProps<Queries.LegalPageQuery>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!legal) return null;
  const crumbs = breadcrumbs.legal(legal.title, legal.slug, ui.breadcrumbs, lang);
  const body = asBodyTree(legal.body);
  // The terms' guarantee heading is a component: it is a section of its own, with its own anchor.
  const guaranteeHeading = ui.mdx && { id: draftingGuaranteeId, text: ui.mdx.guaranteeHeading };
  const sections = bodySectionsOf(body, guaranteeHeading ? { DraftingGuaranteeHeading: guaranteeHeading } : {});
  return (
    <Layout>
      <Seo
        title={legal.title}
        description={legal.description}
        path={alternates[lang]}
        type="article"
        structuredData={[breadcrumbLd(siteUrl, crumbs)]}
      />
      <PlaceholderWarning placeholders={legal.placeholders} />
      <LegalArticle
        title={legal.title}
        description={legal.description}
        lastUpdated={legal.lastUpdated}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        sections={sections}
      >
        <DocumentBody tree={body} />
      </LegalArticle>
      <DeferredClosingCallBand />
    </Layout>
  );
};

export default LegalTemplate;

export const query = graphql`
  query LegalPage($id: String!) {
    mdxLegal(id: { eq: $id }) {
      ...DocumentFields
      lastUpdated
    }
  }
`;
