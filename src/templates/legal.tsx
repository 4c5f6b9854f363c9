import { graphql, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DocumentBody } from "../components/DocumentBody";
import { Layout } from "../components/Layout";
import { LegalArticle } from "../components/LegalArticle";
import { PlaceholderWarning } from "../components/PlaceholderWarning";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree } from "../lib/body-tree";
import { breadcrumbLd, breadcrumbs } from "../lib/structured-data";

const LegalTemplate = ({ data: { mdxLegal: legal } }: PageProps<Queries.LegalPageQuery>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!legal) return null;
  const crumbs = breadcrumbs.legal(legal.title, legal.slug, ui.breadcrumbs, lang);
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
      >
        <DocumentBody tree={asBodyTree(legal.body)} />
      </LegalArticle>
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
