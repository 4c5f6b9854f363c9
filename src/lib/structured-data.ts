import { siteFacts } from "../site-facts";
import { localizedPath, type Lang } from "../languages";
import { routes } from "./routes";

/** schema.org JSON-LD for the firm and its pages, built from the site facts and content only. */

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

export const LOGO_PATH = "/icons/icon-512x512.png";

export const firmId = (siteUrl: string) => `${siteUrl}/#firm`;
const founderId = (siteUrl: string) => `${siteUrl}/#founder`;

/** The firm's and the founder's names in the page's language, and the other language's (ui.firm). */
export interface NamesInLanguage {
  lang: Lang;
  name: string;
  alternateName: string;
  founderName: string;
  founderJobTitle: string;
  areaServed: string;
  description: string;
}

export const founderLd = (siteUrl: string, names: NamesInLanguage): JsonLd => ({
  "@type": "Person",
  "@id": founderId(siteUrl),
  name: names.founderName,
  ...(names.founderName !== siteFacts.founder.name && { alternateName: siteFacts.founder.name }),
  jobTitle: names.founderJobTitle,
  worksFor: { "@id": firmId(siteUrl) },
  url: `${siteUrl}${routes.foundation}`,
});

/** The firm, named in the page's language (`names`), with its name in the other language as alternateName. */
export const legalServiceLd = (siteUrl: string, names: NamesInLanguage): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "LegalService",
  "@id": firmId(siteUrl),
  name: names.name,
  alternateName: names.alternateName,
  inLanguage: names.lang,
  description: names.description,
  url: `${siteUrl}/`,
  logo: `${siteUrl}${LOGO_PATH}`,
  image: `${siteUrl}${LOGO_PATH}`,
  telephone: siteFacts.phone.e164,
  areaServed: { "@type": "Country", name: names.areaServed },
  address: siteFacts.offices.map((office) => ({
    "@type": "PostalAddress",
    addressLocality: office.city,
    addressRegion: office.emirate,
    addressCountry: "AE",
  })),
  openingHoursSpecification: {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...siteFacts.workingHours.days],
    opens: siteFacts.workingHours.opens,
    closes: siteFacts.workingHours.closes,
  },
  founder: founderLd(siteUrl, names),
});

/** The page itself, with the language it is written in. */
export const webPageLd = (page: { url: string; name: string; description: string; inLanguage: string }): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "WebPage",
  "@id": page.url,
  ...page,
});

/** A service page, provided by the firm as the page's language names it (ui.firm). */
export const serviceLd = (
  siteUrl: string,
  service: { name: string; description: string; path: string },
  firm: Pick<NamesInLanguage, "name" | "areaServed">,
): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "Service",
  name: service.name,
  description: service.description,
  url: `${siteUrl}${service.path}`,
  provider: { "@type": "LegalService", "@id": firmId(siteUrl), name: firm.name },
  areaServed: { "@type": "Country", name: firm.areaServed },
});

export const breadcrumbLd = (siteUrl: string, crumbs: readonly Crumb[]): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: `${siteUrl}${crumb.path}`,
  })),
});

export const personPageLd = (siteUrl: string, names: NamesInLanguage): JsonLd => ({
  "@context": "https://schema.org",
  ...founderLd(siteUrl, names),
});

/** The words of the trail above a document, in the page's language (UiStrings["breadcrumbs"]). */
export interface CrumbLabels {
  home: string;
  services: string;
  insights: string;
}

export const breadcrumbs = {
  service: (name: string, slug: string, labels: CrumbLabels, lang: Lang): Crumb[] => [
    { name: labels.home, path: localizedPath(lang, routes.home) },
    { name: labels.services, path: localizedPath(lang, routes.services) },
    { name, path: localizedPath(lang, routes.service(slug)) },
  ],
  legal: (name: string, slug: string, labels: CrumbLabels, lang: Lang): Crumb[] => [
    { name: labels.home, path: localizedPath(lang, routes.home) },
    { name, path: localizedPath(lang, routes.legal(slug)) },
  ],
};

/** Safe inside <script>: no "</script>" can close the tag early. */
export const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, "\\u003c");
