/**
 * The insights' structured data and breadcrumbs, apart from ./structured-data.ts (which every page's
 * JavaScript carries, through Seo), so that only the insights' pages carry them.
 */
import { type Lang, localizedPath } from "../languages";
import type { Person } from "../site-facts";
import { insightRoutes } from "./insight-routes";
import { routes } from "./routes";
import { type Crumb, type CrumbLabels, type JsonLd, LOGO_PATH, firmId } from "./structured-data";

/** One of the firm's people (src/site-facts.ts): the founder is the same node as the firm's founder (`/#founder`). */
export const personLd = (siteUrl: string, person: Person): JsonLd => ({
  "@type": "Person",
  "@id": `${siteUrl}/#${person.id}`,
  name: person.name,
  jobTitle: person.jobTitle,
  worksFor: { "@id": firmId(siteUrl) },
  url: `${siteUrl}${person.page}`,
});

export interface BlogPostingFacts {
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  inLanguage: string;
  /** Named in the page's language (ui.people). */
  author: Person;
  /** The firm's name in the page's language (ui.firm.name). */
  publisherName: string;
  image?: string;
  /** The services it is about: each one's name and path. */
  about: readonly { name: string; path: string }[];
}

/** An insight: BlogPosting by one of the firm's people, published by the firm. */
export const blogPostingLd = (siteUrl: string, post: BlogPostingFacts): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.headline,
  description: post.description,
  url: `${siteUrl}${post.path}`,
  mainEntityOfPage: `${siteUrl}${post.path}`,
  datePublished: post.datePublished,
  dateModified: post.dateModified,
  inLanguage: post.inLanguage,
  author: personLd(siteUrl, post.author),
  publisher: {
    "@type": "LegalService",
    "@id": firmId(siteUrl),
    name: post.publisherName,
    logo: `${siteUrl}${LOGO_PATH}`,
  },
  ...(post.image ? { image: post.image } : {}),
  about: post.about.map(({ name, path }) => ({ "@type": "Service", name, url: `${siteUrl}${path}` })),
});

/** Home › Insights. */
const insightsCrumbs = (labels: CrumbLabels, lang: Lang): Crumb[] => [
  { name: labels.home, path: localizedPath(lang, routes.home) },
  { name: labels.insights, path: localizedPath(lang, routes.insights) },
];

export const insightCrumbs = {
  list: insightsCrumbs,
  article: (name: string, slug: string, labels: CrumbLabels, lang: Lang): Crumb[] => [
    ...insightsCrumbs(labels, lang),
    { name, path: localizedPath(lang, insightRoutes.insight(slug)) },
  ],
  topic: (name: string, slug: string, labels: CrumbLabels, lang: Lang): Crumb[] => [
    ...insightsCrumbs(labels, lang),
    { name, path: localizedPath(lang, insightRoutes.topic(slug)) },
  ],
};
