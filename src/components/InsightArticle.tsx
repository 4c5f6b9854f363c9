import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { fillIn } from "../i18n/fill-in";
import { useDocumentWords, useLang, useLocalize } from "../i18n/PageLanguage";
import { formatLongDate, isoDay } from "../lib/dates";
import { routes } from "../lib/routes";
import { container, lead, meta, pageTitle } from "../styles/layout";
import { colors, focusRing, fontSizes, radii, sizes, space } from "../styles/theme";
import { ArticleBody } from "./ArticleBody";
import { OwnDirectionText } from "./OwnDirectionText";

export interface InsightArticleProps {
  title: string;
  description: string;
  date: string;
  updated?: string | null;
  /**
   * The day a lawyer of the firm checked the text against the law: "Reflects the law as of". Null until a
   * lawyer has reviewed it (day and reviewer set), when the page says so rather than show a day nobody gave.
   */
  lawAsOf: string | null;
  author: { name: string; page: string };
  /** The services it is about: their short titles (the cards' headings) show as pills, their titles in structured data. */
  topics: readonly { slug: string; title: string; shortTitle?: string | null }[];
  sources: readonly { title: string; url: string }[];
  breadcrumbs?: ReactNode;
  children: ReactNode;
}

const band = css({ background: colors.sand, padding: `${space.xl} 0 ${space.xxl}` });
/** The article's column (ArticleBody's): the header above the text and the topics and sources after it start where its text does. */
const column = css(container, { maxWidth: sizes.prose });
const facts = css({ a: { color: colors.navy, "&:focus-visible": focusRing() } });
const after = css(column, {
  paddingBottom: space.section,
  h2: { fontSize: fontSizes.h3, margin: `${space.xl} 0 ${space.sm}` },
  "p, li": { maxWidth: sizes.measure },
  "li a": { color: colors.navy, "&:focus-visible": focusRing() },
});
/**
 * Whether a lawyer of the firm has checked the text: a status line of its own under the byline, in its small type,
 * led by a mark (hollow until reviewed, filled after), so it reads as the article's state, not as a stray phrase.
 */
const reviewStatus = css({
  display: "flex",
  alignItems: "center",
  gap: space.xs,
  "&::before": {
    content: '""',
    flexShrink: 0,
    width: "0.5rem",
    height: "0.5rem",
    borderRadius: radii.pill,
    border: `1.5px solid ${colors.goldDeep}`,
  },
});
const reviewed = css({ "&::before": { background: colors.goldDeep } });
// Long official addresses break rather than widen a phone's page.
const sourceList = css({ paddingInlineStart: space.lg, li: { overflowWrap: "anywhere", marginBottom: space.xs } });
const pills = css({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: space.xs });
const pill = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: sizes.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  background: colors.mist,
  fontSize: fontSizes.small,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
});

const day = (iso: string, lang: ReturnType<typeof useLang>) => (
  <time dateTime={isoDay(iso)}>{formatLongDate(iso, lang)}</time>
);

/**
 * An insight: its facts under the title (author, dates, the law's date), the text, its topics and sources, and
 * whether a lawyer has reviewed it yet. The page's closing call band (the template's) is its call to book.
 */
export const InsightArticle = ({
  title,
  description,
  date,
  updated,
  lawAsOf,
  author,
  topics,
  sources,
  breadcrumbs,
  children,
}: InsightArticleProps) => {
  const lang = useLang();
  const to = useLocalize();
  const words = useDocumentWords("insights");
  return (
    <article>
      <div css={band}>
        <div css={column}>
          {breadcrumbs}
          <h1 css={pageTitle}>{title}</h1>
          <p css={lead}>{description}</p>
          <p css={[meta, facts]}>
            {fillIn(words.by, {
              name: (
                <Link to={to(author.page)}>
                  <bdi>{author.name}</bdi>
                </Link>
              ),
            })}
            {" · "}
            {fillIn(words.published, { date: day(date, lang) })}
            {updated && (
              <>
                {" · "}
                {fillIn(words.updated, { date: day(updated, lang) })}
              </>
            )}
          </p>
          <p css={[meta, reviewStatus, lawAsOf && reviewed]}>
            <span>{lawAsOf ? fillIn(words.lawAsOf, { date: day(lawAsOf, lang) }) : words.notYetReviewed}</span>
          </p>
        </div>
      </div>
      <ArticleBody>{children}</ArticleBody>
      <div css={after}>
        <h2>{words.topics}</h2>
        <ul css={pills}>
          {topics.map((topic) => (
            <li key={topic.slug}>
              <Link to={to(routes.service(topic.slug))} css={pill}>
                {topic.shortTitle || topic.title}
              </Link>
            </li>
          ))}
        </ul>
        <h2>{words.sources}</h2>
        <ul css={sourceList} data-testid="sources">
          {sources.map((source, index) => (
            <li key={index}>
              <a href={source.url} rel="noopener noreferrer">
                {/* A source keeps its own language's title, in that language's direction. */}
                <OwnDirectionText text={source.title} />
              </a>
            </li>
          ))}
        </ul>
        <p css={meta}>{words.generalInformation}</p>
      </div>
    </article>
  );
};
