import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fillIn } from "../i18n/fill-in";
import { useLang, useUi } from "../i18n/PageLanguage";
import type { BodySection } from "../lib/body-tree";
import { formatLongDate, isoDay } from "../lib/dates";
import { meta } from "../styles/layout";
import { colors, radii, shadows, sizes, space } from "../styles/theme";
import { stepBadge } from "../styles/layout";
import { ArticleBody } from "./ArticleBody";
import { ArticleColumns, belowSideColumn } from "./ArticleColumns";
import { BookCallLink } from "./BookCallLink";
import { BookingCard } from "./BookingCard";
import { CoverPicture } from "./CoverPicture";
import { DocumentHeader } from "./DocumentHeader";
import { OnThisPage, OnThisPageCollapsible } from "./OnThisPage";

export interface ServiceArticleProps {
  title: string;
  description: string;
  date: string;
  /** When and by whom a lawyer of the firm last checked the page against UAE law: shown only when both are known. */
  reviewedOn?: string | null;
  reviewedBy?: string | null;
  cover: IGatsbyImageData | null | undefined;
  coverAlt: string;
  breadcrumbs?: ReactNode;
  /** The body's `##` sections, for "On this page". */
  sections: readonly BodySection[];
  /** The body's opening paragraphs: shown before the cover, so they are in the first screen. */
  introduction: ReactNode;
  /** The rest of the body, after the cover. */
  children: ReactNode;
}

/**
 * A service body's two lists that follow their heading directly (the scaffold's "The steps" and, after it,
 * "Documents you will need"): the steps with the home page's numbered badges, the documents as a checklist.
 */
const scannableLists = css({
  "h2 + ol": {
    listStyle: "none",
    counterReset: "step",
    paddingInlineStart: 0,
    "& > li": {
      counterIncrement: "step",
      position: "relative",
      paddingInlineStart: `calc(${sizes.badge} + ${space.md})`,
      minHeight: sizes.badge,
      marginBottom: space.md,
    },
    "& > li::before": {
      content: "counter(step)",
      ...stepBadge,
      position: "absolute",
      insetInlineStart: 0,
      top: 0,
    },
  },
  "h2 + ol + h2 + ul": {
    listStyle: "none",
    paddingInlineStart: 0,
    "& > li": { position: "relative", paddingInlineStart: space.xl },
    "& > li::before": {
      content: '"✓"',
      position: "absolute",
      insetInlineStart: 0,
      top: "0.1em",
      width: "1.25rem",
      height: "1.25rem",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      border: `2px solid ${colors.goldDeep}`,
      borderRadius: radii.sm,
      color: colors.goldDeep,
      fontSize: "0.8rem",
      fontWeight: 700,
    },
  },
});

const coverStyle = css({
  display: "block",
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  margin: `${space.lg} 0 ${space.xs}`,
});

export const ServiceArticle = ({
  title,
  description,
  date,
  reviewedOn,
  reviewedBy,
  cover,
  coverAlt,
  breadcrumbs,
  sections,
  introduction,
  children,
}: ServiceArticleProps) => {
  const lang = useLang();
  const ui = useUi();
  return (
    <article>
      <DocumentHeader title={title} description={description} updated={date} above={breadcrumbs}>
        {reviewedOn && reviewedBy && (
          <p css={meta}>
            {fillIn(ui.document.reviewed, {
              date: <time dateTime={isoDay(reviewedOn)}>{formatLongDate(reviewedOn, lang)}</time>,
              // Written in the English page, in Latin letters: isolated so it reads whole in Arabic text.
              name: <bdi>{reviewedBy}</bdi>,
            })}
          </p>
        )}
        <div css={{ marginTop: space.xs }}>
          <BookCallLink withNote noteBeside />
        </div>
        <OnThisPageCollapsible sections={sections} css={belowSideColumn} />
      </DocumentHeader>
      <ArticleColumns
        side={
          <>
            <BookingCard />
            <OnThisPage sections={sections} />
          </>
        }
      >
        <ArticleBody inContainer>
          <div data-testid="introduction">{introduction}</div>
          {cover && <CoverPicture image={cover} alt={coverAlt} css={coverStyle} />}
          <div css={scannableLists}>{children}</div>
        </ArticleBody>
      </ArticleColumns>
    </article>
  );
};
