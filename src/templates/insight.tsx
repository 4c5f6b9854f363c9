import { graphql, type PageProps } from "gatsby";
import { imageSrc as getSrc } from "../lib/image-data";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { deferredPart } from "../components/DeferredPart";
import { DocumentBody } from "../components/DocumentBody";
import { DeferredClosingCallBand } from "../components/DeferredCallBand";
import { DocumentPage } from "../components/DocumentPage";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { localizedPath } from "../languages";
import { usePageLanguage } from "../i18n/PageLanguage";
import { asBodyTree } from "../lib/body-tree";
import { routes } from "../lib/routes";
import { blogPostingLd, insightCrumbs } from "../lib/insight-structured-data";
import { breadcrumbLd } from "../lib/structured-data";
import { personById } from "../site-facts";

const InsightArticle = deferredPart(
  () => import(/* webpackPrefetch: true */ "../components/InsightArticle").then((module) => module.InsightArticle),
  process.env.BUILD_STAGE === "build-html" ? require("../components/InsightArticle").InsightArticle : undefined,
);

const InsightTemplate = ({ data: { mdxInsight: insight, allMdxService } }: PageProps<Queries.InsightPageQuery>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  // Typegen makes every root field nullable; createPages only makes this page for an existing node.
  if (!insight) return null;
  // The build refuses an author who is not one of the people (src/content-pipeline/field-checks.ts).
  const author = { ...personById(insight.author)!, ...ui.people[insight.author] };
  const path = alternates[lang];
  const crumbs = insightCrumbs.article(insight.title, insight.slug, ui.breadcrumbs, lang);
  const topics = insight.topics.map((slug) => {
    const service = allMdxService.nodes.find((node) => node.slug === slug);
    return { slug, title: service?.title ?? slug, shortTitle: service?.shortTitle };
  });
  const social = getSrc(insight.coverImage.social);
  return (
    <DocumentPage
      title={insight.title}
      description={insight.description}
      path={path}
      socialImage={social ? { src: social, alt: insight.title } : undefined}
      structuredData={[
        blogPostingLd(siteUrl, {
          headline: insight.title,
          description: insight.description,
          path,
          datePublished: insight.date,
          dateModified: insight.updated ?? insight.date,
          inLanguage: lang,
          author,
          publisherName: ui.firm.name,
          image: social ? `${siteUrl}${social}` : undefined,
          about: topics.map(({ slug, title }) => ({ name: title, path: localizedPath(lang, routes.service(slug)) })),
        }),
        breadcrumbLd(siteUrl, crumbs),
      ]}
      placeholders={insight.placeholders}
    >
      <InsightArticle
        title={insight.title}
        description={insight.description}
        date={insight.date}
        updated={insight.updated}
        lawAsOf={insight.reviewedOn && insight.reviewedBy ? insight.reviewedOn : null}
        author={author}
        topics={topics}
        sources={insight.sources}
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
      >
        <DocumentBody tree={asBodyTree(insight.body)} />
      </InsightArticle>
      <DeferredClosingCallBand />
    </DocumentPage>
  );
};

export default InsightTemplate;

export const query = graphql`
  query InsightPage($id: String!, $lang: String!) {
    mdxInsight(id: { eq: $id }) {
      ...DocumentFields
      date
      updated
      author
      topics
      sources {
        title
        url
      }
      reviewedOn
      reviewedBy
      coverImage {
        social: childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
    }
    allMdxService(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        title
        shortTitle
      }
    }
  }
`;
