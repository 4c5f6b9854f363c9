import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fillIn } from "../i18n/fill-in";
import { useLang, useUi } from "../i18n/PageLanguage";
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
}: ServiceArticleProps) => {
  const lang = useLang();
  const ui = useUi();
  return (
    <ServerHtml as="article">
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
};
