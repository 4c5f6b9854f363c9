import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { BookCallLink } from "../components/BookCallLink";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServerHtml } from "../components/ServerHtml";
import { ServiceGrid } from "../components/ServiceGrid";
import type { ServicesPageTexts } from "../data/services-page";
import type { PageContextWithTexts } from "../i18n/PageLanguage";
import { container, lead, pageTitle, section } from "../styles/layout";
import { colors, space } from "../styles/theme";

const hero = css({ background: colors.sand, padding: `${space.xxl} 0` });

/** The list of services in the page's language; its words come in its page context (src/data/page-texts.ts). */
const ServicesPage = ({
  data,
  pageContext: { texts, lang, alternates },
}: PageProps<Queries.ServicesPageQuery, PageContextWithTexts<ServicesPageTexts>>) => {
  const services = data.allMdxService.nodes;
  return (
    <Layout>
      <Seo title={texts.title} description={texts.description} path={alternates[lang]} />
      <ServerHtml>
        <div css={hero}>
          <div css={container}>
            <h1 css={pageTitle}>{texts.title}</h1>
            <p css={lead}>
              {texts.description} {texts.lead}
            </p>
            <BookCallLink withNote />
          </div>
        </div>
        <section css={[container, section]} aria-labelledby="all-services">
          <h2 id="all-services" css={{ marginTop: 0 }}>
            {texts.allServices}
          </h2>
          <ServiceGrid services={services} />
        </section>
      </ServerHtml>
    </Layout>
  );
};

export default ServicesPage;

export const query = graphql`
  query ServicesPage($lang: String!) {
    allMdxService(filter: { lang: { eq: $lang } }, sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        slug
        title
        description
      }
    }
  }
`;
