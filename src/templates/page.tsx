import { graphql, type PageProps } from "gatsby";
import { imageData as getImage } from "../lib/image-data";
import { FoundationArticle } from "../components/FoundationArticle";
import { Layout } from "../components/Layout";
import { Seo, useSiteUrl } from "../components/Seo";
import { routes } from "../lib/routes";
import { personPageLd } from "../lib/structured-data";

/** Stand-alone content pages from content/pages/ (the foundation page). */
const PageTemplate = ({ data, children }: PageProps<Queries.ContentPageQuery>) => {
  const { fields, frontmatter } = data.mdx!;
  return (
    <Layout>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        path={routes.page(fields.slug)}
        structuredData={[personPageLd(useSiteUrl())]}
      />
      <FoundationArticle
        title={frontmatter.title}
        description={frontmatter.description}
        portrait={getImage(frontmatter.portrait?.childImageSharp ?? null)}
        portraitAlt={frontmatter.portraitAlt ?? ""}
      >
        {children}
      </FoundationArticle>
    </Layout>
  );
};

export default PageTemplate;

export const query = graphql`
  query ContentPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        slug
      }
      frontmatter {
        title
        description
        portraitAlt
        portrait {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 420, aspectRatio: 0.8, breakpoints: [320, 420, 640, 840])
          }
        }
      }
    }
  }
`;
