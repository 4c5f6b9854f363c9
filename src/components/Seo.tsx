import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import { graphql, useStaticQuery } from "gatsby";
import { siteFacts } from "../site-facts";

export interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path, e.g. "/services/" (trailing slash, as the site links to it). */
  path: string;
  /** Keeps the page out of search results (not-found and moved pages). */
  noIndex?: boolean;
  children?: ReactNode;
}

export const TITLE_SEPARATOR = " | ";

export const pageTitle = (title: string) => `${title}${TITLE_SEPARATOR}${siteFacts.name}`;

export const useSiteUrl = (): string =>
  useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `).site?.siteMetadata?.siteUrl ?? siteFacts.siteUrl;

/** Every page's head tags, rendered into the prerendered HTML by gatsby-plugin-react-helmet. */
export const Seo = ({ title, description, path, noIndex = false, children }: SeoProps) => {
  const canonical = `${useSiteUrl()}${path}`;
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={siteFacts.keywords.join(", ")} />
      <link rel="canonical" href={canonical} />
      {noIndex && <meta name="robots" content="noindex" />}
      {children}
    </Helmet>
  );
};
