import { sitemapPaths } from "./sitemap";

/** Unknown URLs the static host answers with the 404 page. */
export const notFoundRoutes = ["/services/no-such-service/", "/legal/no-such-document/", "/no-such-page/"];

/** Every route of the built site: the sitemap's pages (so a new page is checked without touching tests) plus the not-found answers. */
export const allRoutes = (): string[] => {
  try {
    return [...sitemapPaths(), ...notFoundRoutes];
  } catch {
    return [];
  }
};

export const isNotFoundRoute = (route: string) => notFoundRoutes.includes(route);
