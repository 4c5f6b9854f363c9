import { graphql, useStaticQuery } from "gatsby";
import { siteFacts } from "../site-facts";

/** The site's base URL from gatsby-config's siteMetadata (the firm's URL when it is missing). */
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
