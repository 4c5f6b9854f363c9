import { relatedServiceCount } from "../content-model";

/** What choosing a service's related services needs to know of each service (of one language). */
export interface RelatedCandidate {
  slug: string;
  group: string;
  order?: number | null;
  title: string;
  /** The editor's choice (the `related` field): file names of other services. */
  related?: readonly string[] | null;
}

const byOrderThenTitle = (a: RelatedCandidate, b: RelatedCandidate) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);

/**
 * The services a service page shows under "Related services", in order: those its editor chose,
 * then the others of its practice area (by order, then title), up to relatedServiceCount.
 */
export const relatedServicesOf = (service: RelatedCandidate, all: readonly RelatedCandidate[]): string[] => {
  const exists = new Set(all.map(({ slug }) => slug));
  const chosen = [...new Set(service.related ?? [])].filter((slug) => slug !== service.slug && exists.has(slug));
  const sameGroup = all
    .filter(({ slug, group }) => group === service.group && slug !== service.slug && !chosen.includes(slug))
    .sort(byOrderThenTitle)
    .map(({ slug }) => slug);
  return [...chosen, ...sameGroup].slice(0, relatedServiceCount);
};
