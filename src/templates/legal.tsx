import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { LegalArticle } from "../components/LegalArticle";
import { Seo } from "../components/Seo";
import { routes } from "../lib/routes";

const LegalTemplate = ({ data, children }: PageProps<Queries.LegalPageQuery>) => {
  const { fields, frontmatter } = data.mdx!;
  return (
    <Layout>
      <Seo title={frontmatter.title} description={frontmatter.description} path={routes.legal(fields.slug)} />
      <LegalArticle title={frontmatter.title} description={frontmatter.description} lastUpdated={frontmatter.lastUpdated!}>
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
