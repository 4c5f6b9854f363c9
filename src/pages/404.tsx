import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { NotFound } from "../components/NotFound";
import { Seo } from "../components/Seo";
import type { NotFoundTexts } from "../data/not-found";
import { localizedPath } from "../languages";
import type { PageContextWithTexts } from "../i18n/PageLanguage";

/** The not-found page of each language (/404.html, /ar/404.html); its cards come in its page context. */
const NotFoundPage = ({
  location,
  pageContext: { texts, lang },
}: PageProps<object, PageContextWithTexts<NotFoundTexts>>) => (
  <Layout>
    <Seo title={texts.page.heading} description={texts.page.text} path={localizedPath(lang, "/404/")} noIndex />
    <NotFound pathname={location.pathname} cards={texts} />
  </Layout>
);

export default NotFoundPage;
