import type { ReactNode } from "react";
import { MDXProvider } from "@mdx-js/react";
import { container } from "../styles/layout";
import { space } from "../styles/theme";
import { DocumentHeader } from "./DocumentHeader";
import { mdxComponents } from "./MdxComponents";
import { prose } from "./Prose";

export interface LegalArticleProps {
  title: string;
  description: string;
  lastUpdated: string;
  breadcrumbs?: ReactNode;
  children: ReactNode;
}

export const LegalArticle = ({ title, description, lastUpdated, breadcrumbs, children }: LegalArticleProps) => (
  <article>
    <DocumentHeader title={title} description={description} updated={lastUpdated} above={breadcrumbs} />
    <div css={[container, prose, { padding: `${space.xl} ${space.md} ${space.section}` }]}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </div>
  </article>
);
