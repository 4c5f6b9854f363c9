import { graphql, type PageProps } from "gatsby";
import { imageData as getImage, imageSrc as getSrc } from "../lib/image-data";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DocumentBody } from "../components/DocumentBody";
import { DocumentPage } from "../components/DocumentPage";
import { useCurrentSectionMark } from "../hooks/useCurrentSectionMark";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree, bodySectionsOf, splitIntroduction } from "../lib/body-tree";
import { asIconNode } from "../lib/icon-node";
import { deferredPart } from "../components/DeferredPart";
import { breadcrumbLd, breadcrumbs, serviceLd } from "../lib/structured-data";

const ServiceArticle = deferredPart(
  () => import(/* webpackPrefetch: true */ "../components/ServiceArticle").then((module) => module.ServiceArticle),
  process.env.BUILD_STAGE === "build-html" ? require("../components/ServiceArticle").ServiceArticle : undefined,
);
const ServiceClosing = deferredPart(
  () => import(/* webpackPrefetch: true */ "../components/ServiceClosing").then((module) => module.ServiceClosing),
  process.env.BUILD_STAGE === "build-html" ? require("../components/ServiceClosing").ServiceClosing : undefined,
);

/** gatsby-node's choice of related services (src/build/related-services.ts), in the order to show them. */
interface ServicePageContext {
  related: readonly string[];
}

const ServiceTemplate = ({
  data: { mdxService: service, relatedServices, allMdxInsight },
  pageContext,
}: PageProps<Queries.ServicePageQuery, ServicePageContext>) => {
  const siteUrl = useSiteUrl();
  // Marks the "On this page" link of the section being read (the article is server HTML a first visit keeps).
  useCurrentSectionMark();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!service) return null;
  const path = alternates[lang];
  const crumbs = breadcrumbs.service(service.title, service.slug, ui.breadcrumbs, lang);
  const body = asBodyTree(service.body);
  const { introduction, sections } = splitIntroduction(body);
  const related = pageContext.related.flatMap((slug) =>
    relatedServices.nodes
      .filter((node) => node.slug === slug)
      .map((node) => ({ ...node, icon: asIconNode(node.icon) })),
  );
  const { social, childImageSharp } = service.coverImage;
  const socialSrc = social ? getSrc(social) : undefined;
  return (
    <DocumentPage
      title={service.title}
      description={service.description}
      path={path}
      socialImage={socialSrc ? { src: socialSrc, alt: service.coverAlt } : undefined}
      structuredData={[
        serviceLd(siteUrl, { name: service.title, description: service.description, path }, ui.firm),
        breadcrumbLd(siteUrl, crumbs),
      ]}
      placeholders={service.placeholders}
    >
      <ServiceArticle
        title={service.title}
        description={service.description}
        date={service.date}
        reviewedOn={service.reviewedOn}
        reviewedBy={service.reviewedBy}
        cover={getImage(childImageSharp)}
        coverAlt={service.coverAlt}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        sections={bodySectionsOf(body)}
        introduction={<DocumentBody tree={introduction} />}
      >
        <DocumentBody tree={sections} />
      </ServiceArticle>
      <ServiceClosing topic={service.slug} insights={allMdxInsight.nodes} related={related} />
    </DocumentPage>
  );
};

export default ServiceTemplate;

export const query = graphql`
  query ServicePage($id: String!, $slug: String!, $lang: String!, $related: [String!]!) {
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
            sizes: "(min-width: 960px) 704px, calc(100vw - 2rem)"
          )
        }
        social: childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
    }
    relatedServices: allMdxService(filter: { lang: { eq: $lang }, slug: { in: $related } }) {
      nodes {
        slug
        title
        shortTitle
        description
        icon
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
