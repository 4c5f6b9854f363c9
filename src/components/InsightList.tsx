import { css } from "@emotion/react";
import { Link } from "gatsby";
import { fillIn } from "../i18n/fill-in";
import { useDocumentWords, useLang, useLocalize } from "../i18n/PageLanguage";
import { formatLongDate, isoDay } from "../lib/dates";
import { insightRoutes } from "../lib/insight-routes";
import { meta } from "../styles/layout";
import { colors, focusRing, fontSizes, sizes, space } from "../styles/theme";

/** One update as a list shows it: its title links to it, its topics to their lists. */
export interface InsightSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  authorName: string;
  /** Its topics' lists; empty where the list is one topic's already (a service page). */
  topics: readonly { slug: string; title: string }[];
}

const list = css({ listStyle: "none", margin: 0, padding: 0 });
const item = css({ padding: `${space.lg} 0`, borderBottom: `1px solid ${colors.line}` });
const titleStyle = css({
  fontSize: fontSizes.h3,
  margin: 0,
  a: { color: colors.navy, "&:focus-visible": focusRing() },
});
const summary = css({ maxWidth: sizes.measure });
const topicList = css({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: `${space.xs} ${space.md}`,
  margin: `${space.sm} 0 0`,
  padding: 0,
  fontSize: fontSizes.small,
  a: { color: colors.navy, "&:focus-visible": focusRing() },
});

/** Updates, newest first as given, each with its date, author, summary and topics. */
export const InsightList = ({
  insights,
  headingLevel = 2,
}: {
  insights: readonly InsightSummary[];
  headingLevel?: 2 | 3;
}) => {
  const lang = useLang();
  const to = useLocalize();
  const words = useDocumentWords("insights");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul css={list}>
      {insights.map((insight) => (
        <li key={insight.slug} css={item}>
          <article>
            <Heading css={titleStyle}>
              <Link to={to(insightRoutes.insight(insight.slug))}>{insight.title}</Link>
            </Heading>
            <p css={meta}>
              <time dateTime={isoDay(insight.date)}>{formatLongDate(insight.date, lang)}</time>
              {" · "}
              {fillIn(words.by, { name: <bdi>{insight.authorName}</bdi> })}
            </p>
            <p css={summary}>{insight.description}</p>
            {insight.topics.length > 0 && (
              <ul css={topicList}>
                {insight.topics.map((topic) => (
                  <li key={topic.slug}>
                    <Link to={to(insightRoutes.topic(topic.slug))}>{topic.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
};
