import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { formatLongDate, isoDay } from "../lib/dates";
import { container, meta } from "../styles/layout";
import { radii, shadows, space } from "../styles/theme";
import { ArticleBody } from "./ArticleBody";
import { BookCallLink } from "./BookCallLink";
import { CoverPicture } from "./CoverPicture";
import { DocumentHeader } from "./DocumentHeader";
import { ServerHtml } from "./ServerHtml";

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
  children: ReactNode;
}

const coverStyle = css({
  display: "block",
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  marginTop: `-${space.xl}`,
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
  children,
}: ServiceArticleProps) => (
  <ServerHtml as="article">
    <DocumentHeader title={title} description={description} updated={date} above={breadcrumbs}>
      {reviewedOn && reviewedBy && (
        <p css={meta}>
          Reviewed for UAE law as of <time dateTime={isoDay(reviewedOn)}>{formatLongDate(reviewedOn)}</time> by{" "}
          {reviewedBy}
        </p>
      )}
      <div css={{ marginTop: space.lg }}>
        <BookCallLink withNote />
      </div>
    </DocumentHeader>
    <div css={container}>
      {cover && <CoverPicture image={cover} alt={coverAlt} css={coverStyle} />}
      <ArticleBody inContainer>{children}</ArticleBody>
    </div>
  </ServerHtml>
);
