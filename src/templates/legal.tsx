import { graphql, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Layout } from "../components/Layout";
import { LegalArticle } from "../components/LegalArticle";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { routes } from "../lib/routes";
import { breadcrumbLd, breadcrumbs } from "../lib/structured-data";

const LegalTemplate = ({ data, children }: PageProps<Queries.LegalPageQuery>) => {
  const { fields, frontmatter } = data.mdx!;
  const crumbs = breadcrumbs.legal(frontmatter.title, fields.slug);
  return (
    <Layout>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        path={routes.legal(fields.slug)}
        type="article"
        structuredData={[breadcrumbLd(useSiteUrl(), crumbs)]}
      />
      <LegalArticle
        title={frontmatter.title}
        description={frontmatter.description}
        lastUpdated={frontmatter.lastUpdated!}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
      >
        {children}
      </LegalArticle>
    </Layout>
  );
};

export default LegalTemplate;

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        slug
      }
      frontmatter {
        title
        description
        lastUpdated
      }
    }
  }
`;
