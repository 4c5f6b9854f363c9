/**
 * The site's languages. English is the default and keeps its URLs; every other
 * language lives under its own prefix (/ar/…) with the same slugs.
 * This module imports nothing: gatsby-node, the CMS and scripts read it too.
 */
export const languages = ["en", "ar"] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = "en";

export interface LanguageFacts {
  /** The language's own name, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
}

export const languageFacts: Record<Lang, LanguageFacts> = {
  en: { name: "English", dir: "ltr", ogLocale: "en_AE" },
  ar: { name: "العربية", dir: "rtl", ogLocale: "ar_AE" },
};

export const isLang = (value: unknown): value is Lang => languages.includes(value as Lang);

/** "/services/" in English stays "/services/"; in Arabic it is "/ar/services/". Fragments and queries are kept. */
export const localizedPath = (lang: Lang, path: string): string => (lang === defaultLang ? path : `/${lang}${path}`);

/** The language of a URL path and the path without its language prefix. */
export const splitLanguage = (path: string): { lang: Lang; path: string } => {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(path);
  if (match && isLang(match[1]) && match[1] !== defaultLang) return { lang: match[1], path: match[2] };
  return { lang: defaultLang, path };
};

/** The URL of the same page in every language, from its path in the default language. */
export const alternatesOf = (path: string): Record<Lang, string> =>
  Object.fromEntries(languages.map((lang) => [lang, localizedPath(lang, path)])) as Record<Lang, string>;

/**
 * A page's hreflang links, for its head and the sitemap: each language, then x-default (the default language).
 * None for a page that exists in one language only (`withoutTwin`).
 */
export const hreflangLinks = (
  alternates: Record<Lang, string> | undefined,
  withoutTwin = false,
): { lang: string; url: string }[] =>
  alternates && !withoutTwin
    ? [
        ...languages.map((lang) => ({ lang, url: alternates[lang] })),
        { lang: "x-default", url: alternates[defaultLang] },
      ]
    : [];
