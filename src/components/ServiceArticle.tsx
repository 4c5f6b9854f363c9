import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fillIn } from "../i18n/fill-in";
import { useLang, useUi } from "../i18n/PageLanguage";
import type { BodySection } from "../lib/body-tree";
import { formatLongDate, isoDay } from "../lib/dates";
import { meta } from "../styles/layout";
import { radii, shadows, space } from "../styles/theme";
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
          {children}
        </ArticleBody>
      </ArticleColumns>
    </article>
  );
};
