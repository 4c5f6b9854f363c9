/**
 * Every internal URL the site links to. One trailing-slash convention
 * (Gatsby's default "always"), so links, canonicals and the sitemap agree.
 */
export const routes = {
  home: "/",
  foundation: "/foundation/",
  services: "/services/",
  service: (slug: string) => `/services/${slug}/`,
  legal: (slug: string) => `/legal/${slug}/`,
  /** Stand-alone pages from content/pages/ (the foundation page). */
  page: (slug: string) => `/${slug}/`,
} as const;

export const legalSlugs = {
  terms: "terms",
  privacy: "privacy-policy",
  cookies: "cookie-policy",
} as const;
