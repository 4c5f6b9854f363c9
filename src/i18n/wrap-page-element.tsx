import type { ReactElement } from "react";
import { isLang } from "../languages";
import { inLanguageOf, isInEveryLanguage, PageLanguageProvider, type PageLanguage } from "./PageLanguage";

const isPageLanguage = (context: unknown): context is PageLanguage =>
  typeof context === "object" && context !== null && isLang((context as PageLanguage).lang);

/**
 * gatsby-ssr's and gatsby-browser's wrapPageElement: the page's language from its page context (the
 * not-found page's: from the URL it answers).
 */
export const wrapWithPageLanguage = ({
  element,
  props,
}: {
  element: ReactElement;
  props: { pageContext: unknown; location: { pathname: string } };
}): ReactElement => {
  const pageContext = isInEveryLanguage(props.pageContext)
    ? inLanguageOf(props.pageContext, props.location.pathname)
    : props.pageContext;
  if (!isPageLanguage(pageContext)) return element;
  const { lang, alternates, withoutTwin, ui } = pageContext;
  return <PageLanguageProvider value={{ lang, alternates, withoutTwin, ui }}>{element}</PageLanguageProvider>;
};
