import { graphql, type PageProps } from "gatsby";
import { imageData as getImage, imageSrc as getSrc } from "../lib/image-data";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DocumentBody } from "../components/DocumentBody";
import { LatestInsights } from "../components/LatestInsights";
import { Layout } from "../components/Layout";
import { PlaceholderWarning } from "../components/PlaceholderWarning";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree } from "../lib/body-tree";
import { ServiceArticle } from "../components/ServiceArticle";
import { breadcrumbLd, breadcrumbs, serviceLd } from "../lib/structured-data";

const ServiceTemplate = ({ data: { mdxService: service, allMdxInsight } }: PageProps<Queries.ServicePageQuery>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!service) return null;
  const path = alternates[lang];
  const crumbs = breadcrumbs.service(service.title, service.slug, ui.breadcrumbs, lang);
  const { social, childImageSharp } = service.coverImage;
  const socialSrc = social ? getSrc(social) : undefined;
  return (
    <Layout>
      <Seo
        title={service.title}
        description={service.description}
        path={path}
        type="article"
        image={socialSrc ? { src: socialSrc, alt: service.coverAlt, width: 1200, height: 630 } : undefined}
        structuredData={[
          serviceLd(siteUrl, { name: service.title, description: service.description, path }),
          breadcrumbLd(siteUrl, crumbs),
        ]}
      />
      <PlaceholderWarning placeholders={service.placeholders} />
      <ServiceArticle
        title={service.title}
        description={service.description}
        date={service.date}
        reviewedOn={service.reviewedOn}
        reviewedBy={service.reviewedBy}
        cover={getImage(childImageSharp)}
        coverAlt={service.coverAlt}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
      >
        <DocumentBody tree={asBodyTree(service.body)} />
      </ServiceArticle>
      <LatestInsights topic={service.slug} insights={allMdxInsight.nodes} />
    </Layout>
  );
};

export default ServiceTemplate;

export const query = graphql`
  query ServicePage($id: String!, $slug: String!, $lang: String!) {
    mdxService(id: { eq: $id }) {
      ...DocumentFields
      date
      reviewedOn
      reviewedBy
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
    allMdxInsight(
      filter: { lang: { eq: $lang }, topics: { eq: $slug } }
      sort: [{ date: DESC }, { slug: ASC }]
      limit: 3
    ) {
      nodes {
        slug
        title
        date
      }
    }
  }
`;
