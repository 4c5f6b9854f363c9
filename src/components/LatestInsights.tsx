import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useDocumentWords, useLocalize } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { personById } from "../site-facts";
import { container } from "../styles/layout";
import { colors, focusRing, fontSizes, space } from "../styles/theme";
import { InsightList } from "./InsightList";

export interface LatestInsightsProps {
  /** The service the updates are about. */
  topic: string;
  /** Its latest updates, newest first (the service template's query takes three). */
  insights: readonly { slug: string; title: string; description: string; date: string; author: string }[];
}

const section = css(container, {
  paddingBottom: space.section,
  h2: { fontSize: fontSizes.h2, margin: `0 0 ${space.sm}` },
  "> p a": { color: colors.navy, "&:focus-visible": focusRing() },
});

/** A service page's latest updates on its topic, with a link to them all; nothing where there are none. */
export const LatestInsights = ({ topic, insights }: LatestInsightsProps) => {
  const words = useDocumentWords("insights");
  const to = useLocalize();
  if (insights.length === 0) return null;
  return (
    <section css={section} aria-labelledby="latest-insights">
      <h2 id="latest-insights">{words.latestOnTopic}</h2>
      <InsightList
        headingLevel={3}
        insights={insights.map((insight) => ({
          ...insight,
          authorName: personById(insight.author)?.name ?? insight.author,
          topics: [],
        }))}
      />
      <p>
        <Link to={to(routes.insightTopic(topic))}>{words.moreOnTopic}</Link>
      </p>
    </section>
  );
};
