import { graphql, Link, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { DeferredClosingCallBand } from "../components/DeferredCallBand";
import { InsightList } from "../components/InsightList";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { useSiteUrl } from "../hooks/useSiteUrl";
import { fillText } from "../i18n/fill-in";
import { type PageLanguage, useDocumentWords, useLocalize, usePageLanguage } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { insightRoutes } from "../lib/insight-routes";
import { insightCrumbs } from "../lib/insight-structured-data";
import { breadcrumbLd } from "../lib/structured-data";
import { personById } from "../site-facts";
import { container, lead, meta, pageTitle } from "../styles/layout";
import { colors, focusRing, sizes, space } from "../styles/theme";

/** gatsby-node.ts's context of one page of a list (src/build/insight-pages.ts). */
interface ListingContext extends PageLanguage {
  page: number;
  pageCount: number;
  topic: string | null;
}

const band = css({ background: colors.sand, padding: `${space.xl} 0 ${space.xxl}` });
const body = css(container, { paddingBottom: space.section });
const pager = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: space.md,
  marginTop: space.xl,
  a: { color: colors.navy, "&:focus-visible": focusRing() },
});

/** The list of every insight, or of one topic's, one page of 12 at a time, newest first. */
const InsightsTemplate = ({
  data: { allMdxInsight, allMdxService },
  pageContext: { page, pageCount, topic },
}: PageProps<Queries.InsightsPageQuery, ListingContext>) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, ui } = usePageLanguage();
  const words = useDocumentWords("insights");
  const serviceTitle = (slug: string) => allMdxService.nodes.find((service) => service.slug === slug)?.title ?? slug;
  const heading = topic === null ? words.heading : fillText(words.topicHeading, { topic: serviceTitle(topic) });
  const pageLabel = fillText(words.pageOf, { n: page, count: pageCount });
  const crumbs =
    topic === null
      ? insightCrumbs.list(ui.breadcrumbs, lang)
      : insightCrumbs.topic(serviceTitle(topic), topic, ui.breadcrumbs, lang);
  const to = useLocalize();
  const pagePath = (n: number) => to(topic === null ? insightRoutes.page(n) : insightRoutes.topic(topic, n));
  const insights = allMdxInsight.nodes.map((insight) => ({
    ...insight,
    authorName: ui.people[insight.author]?.name ?? personById(insight.author)?.name ?? insight.author,
    topics: insight.topics.map((slug) => ({ slug, title: serviceTitle(slug) })),
  }));
  return (
    <Layout>
      <Seo
        title={page > 1 ? `${heading} (${pageLabel})` : heading}
        description={words.intro}
        path={alternates[lang]}
        structuredData={[breadcrumbLd(siteUrl, crumbs)]}
      />
      <div css={band}>
        <div css={container}>
          <Breadcrumbs crumbs={crumbs} />
          <h1 css={pageTitle}>{heading}</h1>
          <p css={lead}>{words.intro}</p>
          {topic !== null && (
            <p css={[meta, { maxWidth: sizes.measure, a: { color: colors.navy } }]}>
              <Link to={to(routes.service(topic))}>{fillText(words.topicService, { topic: serviceTitle(topic) })}</Link>
              {" · "}
              <Link to={to(routes.insights)}>{words.allInsights}</Link>
            </p>
          )}
        </div>
      </div>
      <div css={body}>
        {insights.length ? <InsightList insights={insights} /> : <p>{words.empty}</p>}
        {pageCount > 1 && (
          <nav css={pager} aria-label={words.paginationLabel}>
            {page > 1 ? <Link to={pagePath(page - 1)}>{words.newer}</Link> : <span />}
            <span css={meta}>{pageLabel}</span>
            {page < pageCount ? <Link to={pagePath(page + 1)}>{words.older}</Link> : <span />}
          </nav>
        )}
      </div>
      <DeferredClosingCallBand />
    </Layout>
  );
};

export default InsightsTemplate;

// Sorted as src/build/insight-pages.ts sorts them: newest first, then by file name.
export const query = graphql`
  query InsightsPage($ids: [String!]!, $lang: String!) {
    allMdxInsight(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        slug
        title
        description
        date
        author
        topics
      }
    }
    allMdxService(filter: { lang: { eq: $lang } }) {
      nodes {
        slug
        title
      }
    }
  }
`;
