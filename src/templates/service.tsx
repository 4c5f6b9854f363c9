import { graphql, type PageProps } from "gatsby";
import { imageData as getImage, imageSrc as getSrc } from "../lib/image-data";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Layout } from "../components/Layout";
import { Seo, useSiteUrl } from "../components/Seo";
import { ServiceArticle } from "../components/ServiceArticle";
import { routes } from "../lib/routes";
import { breadcrumbLd, breadcrumbs, serviceLd } from "../lib/structured-data";

const ServiceTemplate = ({ data, children }: PageProps<Queries.ServicePageQuery>) => {
  const { fields, frontmatter } = data.mdx!;
  const siteUrl = useSiteUrl();
  const path = routes.service(fields.slug);
  const crumbs = breadcrumbs.service(frontmatter.title, fields.slug);
  const coverAlt = frontmatter.coverAlt ?? "";
  const social = frontmatter.coverImage?.social;
  const socialSrc = social ? getSrc(social) : undefined;
  return (
    <Layout>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        path={path}
        type="article"
        image={socialSrc ? { src: socialSrc, alt: coverAlt, width: 1200, height: 630 } : undefined}
        structuredData={[
          serviceLd(siteUrl, { name: frontmatter.title, description: frontmatter.description, path }),
          breadcrumbLd(siteUrl, crumbs),
        ]}
      />
      <ServiceArticle
        title={frontmatter.title}
        description={frontmatter.description}
        date={frontmatter.date!}
        cover={getImage(frontmatter.coverImage?.childImageSharp ?? null)}
        coverAlt={coverAlt}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
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
          social: childImageSharp {
            gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
      }
    }
  }
`;
