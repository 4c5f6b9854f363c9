import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { alternatesOf, type Lang } from "../../src/languages";
import { PageLanguageProvider, type PageLanguage } from "../../src/i18n/PageLanguage";
import { uiStrings } from "../../src/data/ui";

/** What gatsby-node gives a page in `lang` (its language, its twins' URLs, the interface's words), for a path in English. */
export const pageLanguage = (lang: Lang = "en", path = "/"): PageLanguage => ({
  lang,
  alternates: alternatesOf(path),
  ui: uiStrings[lang],
});

/** The page-language provider that gatsby-ssr and gatsby-browser wrap every page in. */
export const InLanguage = ({
  lang = "en",
  path = "/",
  children,
}: {
  lang?: Lang;
  path?: string;
  children: ReactNode;
}) => <PageLanguageProvider value={pageLanguage(lang, path)}>{children}</PageLanguageProvider>;

/**
 * Renders `ui` as a page in `lang` renders it: inside the page-language provider, with the interface's
 * words of that language and the twins of `path` (English by default, the twins of the home page).
 */
export const renderInLanguage = (ui: ReactElement, lang: Lang = "en", path = "/") =>
  render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <InLanguage lang={lang} path={path}>
        {children}
      </InLanguage>
    ),
  });
