import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { BookCallLink } from "../components/BookCallLink";
import { DeferredClosingCallBand } from "../components/DeferredCallBand";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServerHtml } from "../components/ServerHtml";
import { ServiceGrid } from "../components/ServiceGrid";
import { asIconNode } from "../lib/icon-node";
import { LineIcon, iconTile } from "../components/ui/LineIcon";
import type { ServicesPageTexts } from "../data/services-page";
import type { PageContextWithTexts } from "../i18n/PageLanguage";
import { container, lead, pageTitle, section } from "../styles/layout";
import { colors, fontSizes, space } from "../styles/theme";

const hero = css({ background: colors.sand, padding: `${space.xxl} 0` });

const area = css({ "& + &": { marginTop: space.xxl } });

const areaHeading = css({
  fontSize: fontSizes.h3,
  margin: `0 0 ${space.lg}`,
  display: "flex",
  alignItems: "center",
  gap: space.sm,
});

/**
 * The list of services in the page's language, under their practice areas (the content model's groups);
 * its words come in its page context (src/data/page-texts.ts).
 */
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
        <div css={[container, section]}>
          {texts.practiceAreas.map(({ id, title, icon }) => {
            const inArea = services.filter((service) => service.group === id);
            return (
              inArea.length > 0 && (
                <section key={id} css={area} aria-labelledby={id}>
                  <h2 id={id} css={areaHeading}>
                    <LineIcon icon={icon} css={iconTile} />
                    {title}
                  </h2>
                  <ServiceGrid services={inArea.map((service) => ({ ...service, icon: asIconNode(service.icon) }))} />
                </section>
              )
            );
          })}
        </div>
      </ServerHtml>
      <DeferredClosingCallBand />
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
        shortTitle
        description
        group
        icon
      }
    }
  }
`;
