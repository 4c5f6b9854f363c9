import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { container } from "../styles/layout";
import { radii, shadows, space } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { CoverPicture } from "./CoverPicture";
import { DocumentHeader } from "./DocumentHeader";
import { mdxComponents } from "./MdxComponents";
import { prose } from "./Prose";

export interface ServiceArticleProps {
  title: string;
  description: string;
  date: string;
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
  cover,
  coverAlt,
  breadcrumbs,
  children,
}: ServiceArticleProps) => (
  <article>
    <DocumentHeader title={title} description={description} updated={date} above={breadcrumbs}>
      <div css={{ marginTop: space.lg }}>
        <BookCallLink withNote />
      </div>
    </DocumentHeader>
    <div css={container}>
      {cover && <CoverPicture image={cover} alt={coverAlt} css={coverStyle} />}
      <div css={[prose, { padding: `${space.xl} 0 ${space.section}` }]}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </div>
    </div>
  </article>
);
