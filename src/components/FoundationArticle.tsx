import type { ReactNode } from "react";
import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { container, lead, pageTitle, splitHero } from "../styles/layout";
import { colors, sizes, space } from "../styles/theme";
import { ArticleBody } from "./ArticleBody";
import { BookCallLink } from "./BookCallLink";
import { FounderCard } from "./FounderCard";
import { ServerHtml } from "./ServerHtml";

export interface FoundationArticleProps {
  title: string;
  description: string;
  portrait: IGatsbyImageData | null | undefined;
  portraitAlt: string;
  children: ReactNode;
}

const hero = css({
  background: colors.sand,
  padding: `${space.xxl} 0`,
});

const founderStyle = css({ maxWidth: sizes.portrait, width: "100%", justifySelf: "center" });

export const FoundationArticle = ({ title, description, portrait, portraitAlt, children }: FoundationArticleProps) => (
  <ServerHtml as="article">
    <div css={hero}>
      <div css={[container, splitHero]}>
        <div>
          <h1 css={pageTitle}>{title}</h1>
          <p css={lead}>{description}</p>
          <BookCallLink withNote />
        </div>
        {portrait && (
          <div css={founderStyle}>
            <FounderCard portrait={portrait} portraitAlt={portraitAlt} eager stacked />
          </div>
        )}
      </div>
    </div>
    {/* One start edge: the text starts where the hero's title does. */}
    <ArticleBody atStart>{children}</ArticleBody>
  </ServerHtml>
);
