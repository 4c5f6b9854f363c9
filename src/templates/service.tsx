import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServiceArticle } from "../components/ServiceArticle";
import { routes } from "../lib/routes";

const ServiceTemplate = ({ data, children }: PageProps<Queries.ServicePageQuery>) => {
  const { fields, frontmatter } = data.mdx!;
  return (
    <Layout>
      <Seo title={frontmatter.title} description={frontmatter.description} path={routes.service(fields.slug)} />
      <ServiceArticle
        title={frontmatter.title}
        description={frontmatter.description}
        date={frontmatter.date!}
        cover={getImage(frontmatter.coverImage?.childImageSharp ?? null)}
        coverAlt={frontmatter.coverAlt ?? ""}
      >
        {children}
      </ServiceArticle>
    </Layout>
  );
};

export default ServiceTemplate;

export const query = graphql`
  query ServicePage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        slug
      }
      frontmatter {
        title
        description
        date
        coverAlt
        coverImage {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1120
              aspectRatio: 2
              breakpoints: [360, 560, 750, 1120, 1680]
              sizes: "(min-width: 1152px) 1120px, calc(100vw - 2rem)"
            )
          }
        }
      }
    }
  }
`;
