/**
 * The insights' addresses besides their list's first page (routes.insights), apart from src/lib/routes.ts
 * so that only the pages that link to an insight carry them (routes.ts is in every page's JavaScript).
 */
export const insightRoutes = {
  /** One update (content/insights/<lang>/<slug>.mdx). */
  insight: (slug: string) => `/insights/${slug}/`,
  /** The list of every update, 12 to a page: page 1 is /insights/. */
  page: (page: number) => (page <= 1 ? "/insights/" : `/insights/page/${page}/`),
  /** The updates on one service (its slug), paged like the list of all. */
  topic: (slug: string, page = 1) =>
    page <= 1 ? `/insights/topics/${slug}/` : `/insights/topics/${slug}/page/${page}/`,
  /** The RSS 2.0 feed of one language's updates (the Arabic one under /ar/). */
  feed: "/insights/rss.xml",
} as const;
