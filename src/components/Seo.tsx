import type { ReactNode } from "react";
import { Helmet } from "react-helmet";
import { hreflangLinks, languageFacts, languages } from "../languages";
import { usePageLanguage } from "../i18n/PageLanguage";
import { legalServiceLd, serializeJsonLd, webPageLd, type JsonLd } from "../lib/structured-data";
import { useSiteUrl } from "../hooks/useSiteUrl";

export interface SocialImage {
  /** A path on this site ("/static/…/cover.jpg") or an absolute URL. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path in its own language, e.g. "/ar/services/" (trailing slash, as the site links to it). */
  path: string;
  /** "article" for service and legal documents. */
  type?: "website" | "article";
  image?: SocialImage;
  /** Page-specific JSON-LD, added to the firm's LegalService that every page carries. */
  structuredData?: readonly JsonLd[];
  /** Keeps the page out of search results (not-found and moved pages). */
  noIndex?: boolean;
  children?: ReactNode;
}

export const TITLE_SEPARATOR = " | ";

/** The page's title, then the firm's name in the page's language (ui.firm.name). */
export const pageTitle = (title: string, firmName: string) => `${title}${TITLE_SEPARATOR}${firmName}`;

/** The branded card in static/, for pages without a cover of their own (its description: UiStrings["seo"]). */
export const defaultSocialImage: Omit<SocialImage, "alt"> = { src: "/og-default.jpg", width: 1200, height: 630 };

const absolute = (siteUrl: string, src: string) => (/^https?:\/\//.test(src) ? src : `${siteUrl}${src}`);

/**
 * Every page's head tags, rendered into the prerendered HTML by gatsby-plugin-react-helmet.
 * The one place `<html lang dir>` is set: Helmet also sets it again after a client-side navigation.
 */
export const Seo = ({
  title,
  description,
  path,
  type = "website",
  image,
  structuredData = [],
  noIndex = false,
  children,
}: SeoProps) => {
  const siteUrl = useSiteUrl();
  const { lang, alternates, withoutTwin, ui } = usePageLanguage();
  const { src, alt, width, height } = image ?? { ...defaultSocialImage, alt: ui.seo.defaultImageAlt };
  const canonical = `${siteUrl}${path}`;
  const fullTitle = pageTitle(title, ui.firm.name);
  const imageUrl = absolute(siteUrl, src);
  return (
    <Helmet htmlAttributes={{ lang, dir: languageFacts[lang].dir }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={ui.seo.keywords} />
      <link rel="canonical" href={canonical} />
      {!noIndex &&
        hreflangLinks(alternates, withoutTwin).map((link) => (
          <link key={link.lang} rel="alternate" hrefLang={link.lang} href={`${siteUrl}${link.url}`} />
        ))}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={ui.firm.name} />
      <meta property="og:locale" content={languageFacts[lang].ogLocale} />
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={languageFacts[other].ogLocale} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(width)} />
      <meta property="og:image:height" content={String(height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
      {[
        legalServiceLd(siteUrl, { lang, ...ui.firm }),
        webPageLd({ url: canonical, name: fullTitle, description, inLanguage: lang }),
        ...structuredData,
      ].map((data, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
      {children}
    </Helmet>
  );
};
