import { createContext, useContext, type ReactNode } from "react";
import { localizedPath, splitLanguage, type Lang } from "../languages";
import type { DocumentWords, PageUiStrings, UiStrings } from "../data/ui-strings";

/**
 * What every page is created with (gatsby-node.ts): its language, the URL of the
 * same page in each language, and the interface's words in that language. The words
 * travel in the page's data, not in the JavaScript bundle, so no page downloads
 * the strings of a language it does not show.
 */
export interface PageLanguage {
  lang: Lang;
  alternates: Record<Lang, string>;
  /** The page exists in its own language only (an insight not translated): it has no hreflang links. */
  withoutTwin?: boolean;
  ui: PageUiStrings;
}

/**
 * The page context of a page in src/pages/ whose words belong to it alone (home, services, not-found):
 * gatsby-node adds them as `texts` (src/data/page-texts.ts), so they too travel in the page's data.
 * `PageProps<Data, PageContextWithTexts<HomeTexts>>`.
 */
export interface PageContextWithTexts<Texts> extends PageLanguage {
  texts: Texts;
}

/**
 * The page context of the not-found page, one page for every language (gatsby-node.ts): Gatsby's client
 * shows it at every unknown URL, in the language of that URL.
 */
export interface InEveryLanguage<Context extends PageLanguage> {
  byLanguage: Record<Lang, Context>;
}

export const isInEveryLanguage = (context: unknown): context is InEveryLanguage<PageLanguage> =>
  typeof context === "object" && context !== null && "byLanguage" in context;

/** The context of the URL's language (`/ar/anything` → Arabic). */
export const inLanguageOf = <Context extends PageLanguage>(
  { byLanguage }: InEveryLanguage<Context>,
  pathname: string,
): Context => byLanguage[splitLanguage(pathname).lang];

const PageLanguageContext = createContext<PageLanguage | null>(null);

export const PageLanguageProvider = ({ value, children }: { value: PageLanguage; children: ReactNode }) => (
  <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>
);

export const usePageLanguage = (): PageLanguage => {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error("No page language: create the page with its language context (gatsby-node.ts)");
  return value;
};

export const useUi = (): PageUiStrings => usePageLanguage().ui;

/** A group of words only some pages carry (`mdx`, `legal`): a page without it is a bug in documentWordsOf (src/data/ui-strings.ts). */
export const useDocumentWords = <Group extends DocumentWords>(group: Group): UiStrings[Group] => {
  const words = useUi()[group];
  // Short: every page's JavaScript carries this message.
  if (!words) throw new Error(`No "${group}" words in this page's data: see documentWordsOf`);
  return words as UiStrings[Group];
};

export const useLang = (): Lang => usePageLanguage().lang;

/** The site's paths in the page's language: `const to = useLocalize(); to(routes.services)`. */
export const useLocalize = () => {
  const lang = useLang();
  return (path: string) => localizedPath(lang, path);
};
