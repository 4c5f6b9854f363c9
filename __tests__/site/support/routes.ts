import { sitemapPaths } from "./sitemap";

/** Unknown URLs the static host answers with the 404 page. */
export const notFoundRoutes = ["/services/no-such-service/", "/legal/no-such-document/", "/no-such-page/"];

/**
 * The sitemap's pages, so a new page is checked without touching tests. Empty
 * before a build, so test.each declares nothing and assertBuilt reports why.
 */
export const sitemapRoutes = (): string[] => {
  try {
    return sitemapPaths();
  } catch {
    return [];
  }
};

/** Every route of the built site: the sitemap's pages plus the not-found answers. */
export const allRoutes = (): string[] => {
  const pages = sitemapRoutes();
  return pages.length ? [...pages, ...notFoundRoutes] : [];
};

export const isNotFoundRoute = (route: string) => notFoundRoutes.includes(route);

/**
 * One route per template: home, the services list, the foundation page, the first service,
 * the first legal document, and one not-found answer. Empty before a build, like allRoutes.
 */
export const templateRoutes = (): string[] => {
  const pages = sitemapRoutes();
  if (!pages.length) return [];
  const first = (pattern: RegExp) => pages.find((page) => pattern.test(page));
  const picked = [
    "/",
    "/services/",
    "/foundation/",
    first(/^\/services\/.+/),
    first(/^\/legal\/.+/),
    notFoundRoutes[0],
  ];
  return picked.filter((route): route is string => route !== undefined);
};
