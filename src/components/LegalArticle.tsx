import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { useUi } from "../i18n/PageLanguage";
import type { BodySection } from "../lib/body-tree";
import { colors, fontSizes, space } from "../styles/theme";
import { ArticleBody } from "./ArticleBody";
import { ArticleColumns, belowSideColumn } from "./ArticleColumns";
import { BookingCard } from "./BookingCard";
import { DocumentHeader } from "./DocumentHeader";
import { legalMdxComponents } from "./LegalFacts";
import { OnThisPage, OnThisPageCollapsible } from "./OnThisPage";

export interface LegalArticleProps {
  title: string;
  description: string;
  lastUpdated: string;
  breadcrumbs?: ReactNode;
  /** The body's `##` sections, for "On this page" (numbered as the headings are). */
  sections: readonly BodySection[];
  children: ReactNode;
}

/** Numbered sections, 26 to 28 px headings: a long policy read, or searched, section by section. */
const numbered = css({
  counterReset: "legal-section",
  h2: {
    counterIncrement: "legal-section",
    fontSize: "clamp(1.375rem, 1.2rem + 0.6vw, 1.6875rem)",
    "&::before": { content: 'counter(legal-section) ". "', color: colors.goldDeep },
  },
});

const backToTop = css({ margin: `${space.xxl} 0 0`, fontSize: fontSizes.small });

export const LegalArticle = ({
  title,
  description,
  lastUpdated,
  breadcrumbs,
  sections,
  children,
}: LegalArticleProps) => {
  const { document } = useUi();
  return (
    <article>
      <DocumentHeader title={title} description={description} updated={lastUpdated} above={breadcrumbs}>
        <OnThisPageCollapsible sections={sections} css={belowSideColumn} />
      </DocumentHeader>
      <ArticleColumns
        side={
          <>
            <OnThisPage sections={sections} />
            <BookingCard />
          </>
        }
      >
        <ArticleBody inContainer>
          <div css={numbered}>
            <MDXProvider components={legalMdxComponents}>{children}</MDXProvider>
          </div>
          <p css={backToTop}>
            <a href="#main">{document.backToTop}</a>
          </p>
        </ArticleBody>
      </ArticleColumns>
    </article>
  );
};
