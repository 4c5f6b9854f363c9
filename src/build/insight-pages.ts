/**
 * The lists of insights (legal updates) the build makes, worked out from the articles alone so the
 * rules are unit-tested without Gatsby: per language, every update newest first, 12 to a page
 * (/insights/, /insights/page/2/ …), and one list per topic (/insights/topics/<service>/ …) for each
 * service at least one update is about, in every language.
 */
import { type Lang, languages } from "../languages";
import { insightRoutes } from "../lib/insight-routes";

export const insightsPerPage = 12;

export interface ListedInsight {
  id: string;
  slug: string;
  lang: Lang;
  /** Published, YYYY-MM-DD. */
  date: string;
  topics: readonly string[];
}

export interface InsightListing {
  lang: Lang;
  /** The page's path in the default language (its language's prefix is added when it is created). */
  path: string;
  /** The updates on this page, newest first. */
  ids: string[];
  page: number;
  pageCount: number;
  /** The service slug of a topic's list; null for the list of every update. */
  topic: string | null;
}

/** Newest first; on the same day, by file name, so the order never depends on the disk. */
export const newestFirst = <Insight extends Pick<ListedInsight, "date" | "slug">>(insights: readonly Insight[]) =>
  [...insights].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

const pagesOf = (lang: Lang, insights: readonly ListedInsight[], topic: string | null): InsightListing[] => {
  const sorted = newestFirst(insights);
  // An empty list still has its first page, which says there is nothing yet.
  const pageCount = Math.max(1, Math.ceil(sorted.length / insightsPerPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    lang,
    path: topic === null ? insightRoutes.page(index + 1) : insightRoutes.topic(topic, index + 1),
    ids: sorted.slice(index * insightsPerPage, (index + 1) * insightsPerPage).map(({ id }) => id),
    page: index + 1,
    pageCount,
    topic,
  }));
};

export const insightListings = (insights: readonly ListedInsight[]): InsightListing[] => {
  const topics = [...new Set(insights.flatMap(({ topics }) => topics))].sort();
  return languages.flatMap((lang) => {
    const inLang = insights.filter((insight) => insight.lang === lang);
    return [
      ...pagesOf(lang, inLang, null),
      ...topics.flatMap((topic) =>
        pagesOf(
          lang,
          inLang.filter((insight) => insight.topics.includes(topic)),
          topic,
        ),
      ),
    ];
  });
};

/**
 * The languages each page exists in, from the pages' paths in the default language: a page whose
 * path exists in every language has twins (hreflang both ways); one that does not stands alone.
 */
export const hasTwins = (pages: readonly { lang: Lang; path: string }[]) => {
  const langsOf = new Map<string, Set<Lang>>();
  for (const { lang, path } of pages) langsOf.set(path, (langsOf.get(path) ?? new Set()).add(lang));
  return (path: string) => languages.every((lang) => langsOf.get(path)?.has(lang));
};
