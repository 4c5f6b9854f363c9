export const legalSlugs = {
  terms: "terms",
  privacy: "privacy-policy",
  cookies: "cookie-policy",
} as const;

/** The id of the heading in the terms that defines the drafting guarantee. */
export const draftingGuaranteeId = "drafting-guarantee";

/**
 * Every internal URL the site links to. One trailing-slash convention
 * (Gatsby's default "always"), so links, canonicals and the sitemap agree.
 * The content routes repeat the content model's (a test holds them equal) so
 * that the browser bundle does not carry the whole model.
 */
export const routes = {
  home: "/",
  foundation: "/foundation/",
  services: "/services/",
  service: (slug: string) => `/services/${slug}/`,
  legal: (slug: string) => `/legal/${slug}/`,
  /** The legal updates, newest first (the other insight addresses: ./insight-routes.ts). */
  insights: "/insights/",
  /** Where the terms define the 24-hour drafting guarantee; every place that makes the claim links here. */
  draftingGuarantee: `/legal/${legalSlugs.terms}/#${draftingGuaranteeId}`,
  /** Stand-alone pages from content/pages/ (the foundation page). */
  page: (slug: string) => `/${slug}/`,
  /** The CMS (Decap, src/cms/): for editors, never indexed, with its own security policy. */
  cms: "/admin/",
} as const;

/** Old addresses and where they now live: the CDN's _redirects, Gatsby's createRedirect and src/pages/about.tsx. */
export const redirects = [
  { from: "/about", to: routes.foundation },
  { from: "/about/", to: routes.foundation },
] as const;
