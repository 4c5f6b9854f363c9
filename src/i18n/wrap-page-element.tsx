import type { ReactElement } from "react";
import { isLang } from "../languages";
import { PageLanguageProvider, type PageLanguage } from "./PageLanguage";

const isPageLanguage = (context: unknown): context is PageLanguage =>
  typeof context === "object" && context !== null && isLang((context as PageLanguage).lang);

/** gatsby-ssr's and gatsby-browser's wrapPageElement: the page's language from its page context. */
export const wrapWithPageLanguage = ({
  element,
  props,
}: {
  element: ReactElement;
  props: { pageContext: unknown };
}): ReactElement => {
  const { pageContext } = props;
  if (!isPageLanguage(pageContext)) return element;
  const { lang, alternates, withoutTwin, ui } = pageContext;
  return <PageLanguageProvider value={{ lang, alternates, withoutTwin, ui }}>{element}</PageLanguageProvider>;
};
