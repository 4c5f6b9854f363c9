import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useDocumentWords, useLang, useLocalize } from "../i18n/PageLanguage";
import { formatLongDate, isoDay } from "../lib/dates";
import { insightRoutes } from "../lib/insight-routes";
import { container, meta } from "../styles/layout";
import { colors, focusRing, fontSizes, space } from "../styles/theme";

export interface LatestInsightsProps {
  /** The service the updates are about. */
  topic: string;
  /** Its latest updates, newest first (the service template's query takes three). */
  insights: readonly { slug: string; title: string; date: string }[];
}

const section = css(container, {
  paddingBottom: space.section,
  h2: { fontSize: fontSizes.h2, margin: `0 0 ${space.sm}` },
  h3: { fontSize: fontSizes.h4, margin: `${space.md} 0 0` },
  a: { color: colors.navy, "&:focus-visible": focusRing() },
});

/**
 * A service page's latest updates on its topic (title and date; the topic's list has the rest), with a link
 * to them all; nothing where there are none.
 */
export const LatestInsights = ({ topic, insights }: LatestInsightsProps) => {
  const words = useDocumentWords("insights");
  const lang = useLang();
  const to = useLocalize();
  if (insights.length === 0) return null;
  return (
    <section css={section} aria-labelledby="latest-insights">
      <h2 id="latest-insights">{words.latestOnTopic}</h2>
      {insights.map((insight) => (
        <article key={insight.slug}>
          <h3>
            <Link to={to(insightRoutes.insight(insight.slug))}>{insight.title}</Link>
          </h3>
          <p css={meta}>
            <time dateTime={isoDay(insight.date)}>{formatLongDate(insight.date, lang)}</time>
          </p>
        </article>
      ))}
      <p>
        <Link to={to(insightRoutes.topic(topic))}>{words.moreOnTopic}</Link>
      </p>
    </section>
  );
};
