import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { container, lead, pageTitle } from "../styles/layout";
import { colors, mq, radii, shadows, space } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { CoverPicture } from "./CoverPicture";
import { mdxComponents } from "./MdxComponents";
import { prose } from "./Prose";

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

const heroGrid = css({
  display: "grid",
  gap: space.xl,
  alignItems: "center",
  [mq.laptop]: { gridTemplateColumns: "3fr 2fr" },
});

const portraitStyle = css({
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  maxWidth: 420,
  width: "100%",
  justifySelf: "center",
});

export const FoundationArticle = ({ title, description, portrait, portraitAlt, children }: FoundationArticleProps) => (
  <article>
    <div css={hero}>
      <div css={[container, heroGrid]}>
        <div>
          <h1 css={pageTitle}>{title}</h1>
          <p css={lead}>{description}</p>
          <BookCallLink withNote />
        </div>
        {portrait && <CoverPicture image={portrait} alt={portraitAlt} css={portraitStyle} />}
      </div>
    </div>
    <div css={[container, prose, { padding: `${space.xl} ${space.md} ${space.section}` }]}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </div>
  </article>
);
