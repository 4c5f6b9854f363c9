import type { ReactNode } from "react";
import { MDXProvider } from "@mdx-js/react";
import { ArticleBody } from "./ArticleBody";
import { DocumentHeader } from "./DocumentHeader";
import { legalMdxComponents } from "./LegalFacts";
import { ServerHtml } from "./ServerHtml";

export interface LegalArticleProps {
  title: string;
  description: string;
  lastUpdated: string;
  breadcrumbs?: ReactNode;
  children: ReactNode;
}

export const LegalArticle = ({ title, description, lastUpdated, breadcrumbs, children }: LegalArticleProps) => (
  <ServerHtml as="article">
    <DocumentHeader title={title} description={description} updated={lastUpdated} above={breadcrumbs} />
    <ArticleBody>
      <MDXProvider components={legalMdxComponents}>{children}</MDXProvider>
    </ArticleBody>
  </ServerHtml>
);
