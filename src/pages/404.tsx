import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { NotFound } from "../components/NotFound";
import { Seo } from "../components/Seo";
import type { NotFoundTexts } from "../data/not-found";
import { localizedPath } from "../languages";
import { inLanguageOf, type InEveryLanguage, type PageContextWithTexts } from "../i18n/PageLanguage";

/** The not-found page (/404.html, /ar/404.html), in the language of the URL it answers; its cards come in its page context. */
const NotFoundPage = ({
  location,
  pageContext,
}: PageProps<object, InEveryLanguage<PageContextWithTexts<NotFoundTexts>>>) => {
  const { texts, lang } = inLanguageOf(pageContext, location.pathname);
  return (
    <Layout>
      <Seo title={texts.page.heading} description={texts.page.text} path={localizedPath(lang, "/404.html")} noIndex />
      <NotFound pathname={location.pathname} cards={texts} />
    </Layout>
  );
};

export default NotFoundPage;
