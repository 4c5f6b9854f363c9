import type { ReactNode } from "react";
import { ArticleBody } from "./ArticleBody";
import { DocumentHeader } from "./DocumentHeader";

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
    <ArticleBody>{children}</ArticleBody>
  </article>
);
