import { graphql, type PageProps } from "gatsby";
import { css } from "@emotion/react";
import { BookCallLink } from "../components/BookCallLink";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServerHtml } from "../components/ServerHtml";
import { ServiceGrid } from "../components/ServiceGrid";
import { servicesPage } from "../data/services-page";
import { routes } from "../lib/routes";
import { container, lead, pageTitle, section } from "../styles/layout";
import { colors, space } from "../styles/theme";

const hero = css({ background: colors.sand, padding: `${space.xxl} 0` });

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => {
  const services = data.allMdxService.nodes;
  return (
    <Layout>
      <Seo title={servicesPage.title} description={servicesPage.description} path={routes.services} />
      <ServerHtml>
        <div css={hero}>
          <div css={container}>
            <h1 css={pageTitle}>{servicesPage.title}</h1>
            <p css={lead}>
              {servicesPage.description} Advice, drafting and representation for entrepreneurs and businesses across
              Dubai and the UAE.
            </p>
            <BookCallLink withNote />
          </div>
        </div>
        <section css={[container, section]} aria-labelledby="all-services">
          <h2 id="all-services" css={{ marginTop: 0 }}>
            All services
          </h2>
          <ServiceGrid services={services} />
        </section>
      </ServerHtml>
    </Layout>
  );
};

export default ServicesPage;

export const query = graphql`
  query ServicesPage {
    allMdxService(sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        slug
        title
        description
      }
    }
  }
`;
