import { arabicConsentTexts } from "../../../src/consent/arabic-texts";
import { consentTexts } from "../../../src/consent/config";
import type { ConsentTexts } from "../../../src/consent/texts";
import { splitLanguage } from "../../../src/languages";
import { scriptsBeforeHydration, totalBytes } from "./first-load-js";
import { sitemapPaths } from "./sitemap";

/** Unknown URLs the static host answers with the 404 page. */
export const notFoundRoutes = [
  "/services/no-such-service/",
  "/legal/no-such-document/",
  "/no-such-page/",
  "/ar/services/no-such-service/",
  "/ar/no-such-page/",
];

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

/** The page among `pages` that loads the most JavaScript to hydrate (its MDX body is compiled into its chunk). */
const largest = (pages: string[]): string | undefined =>
  pages.map((page) => ({ page, bytes: totalBytes(scriptsBeforeHydration(page)) })).sort((a, b) => b.bytes - a.bytes)[0]
    ?.page;

/**
 * One route per template and language: home, the services list, the foundation page, the service and
 * the legal document that load the most JavaScript (so the budget checks each template's worst page,
 * whatever order the sitemap lists them in), the list of insights, a topic's list and the insight that
 * load the most, and one not-found answer, in English and in Arabic.
 * Empty before a build, like allRoutes.
 */
export const templateRoutes = (): string[] => {
  const pages = sitemapRoutes();
  if (!pages.length) return [];
  const largestOf = (pattern: RegExp) => largest(pages.filter((page) => pattern.test(page)));
  const picked = ["", "/ar"].flatMap((prefix) => [
    `${prefix}/`,
    `${prefix}/services/`,
    `${prefix}/foundation/`,
    largestOf(new RegExp(`^${prefix}/services/.+`)),
    largestOf(new RegExp(`^${prefix}/legal/.+`)),
    `${prefix}/insights/`,
    largestOf(new RegExp(`^${prefix}/insights/topics/.+`)),
    largestOf(new RegExp(`^${prefix}/insights/(?!topics/|page/).+`)),
    `${prefix}/services/no-such-service/`,
  ]);
  return picked.filter((route): route is string => route !== undefined);
};

/**
 * The routes a browser visits once each (every-route.test.ts): every English route, and the Arabic
 * routes of templateRoutes. An Arabic page differs from its template's other pages only in its text,
 * which the static gates (links, HTML, Nu checker, SEO) read on every route.
 */
export const visitedRoutes = (): string[] => {
  const arabic = (route: string) => route.startsWith("/ar/");
  return [...new Set([...allRoutes().filter((route) => !arabic(route)), ...templateRoutes().filter(arabic)])];
};

/** The consent banner's words on a route: Arabic under /ar/, English elsewhere. */
export const consentTextsOn = (route: string): ConsentTexts =>
  splitLanguage(route).lang === "ar" ? arabicConsentTexts : consentTexts;
