import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { ServerHtml } from "../components/ServerHtml";
import { Approach } from "../components/home/Approach";
import { ClosingCta } from "../components/home/ClosingCta";
import { Hero } from "../components/home/Hero";
import { HomeServices } from "../components/home/HomeServices";
import { PainPoints } from "../components/home/PainPoints";
import { Steps } from "../components/home/Steps";
import { TrustedBy } from "../components/home/TrustedBy";
import { deferredPart } from "../components/DeferredPart";
import type { HomeTexts } from "../data/home";
import type { PageContextWithTexts } from "../i18n/PageLanguage";
import { imageData } from "../lib/image-data";

/** Why us and the founder's card: server HTML a first visit keeps, so their code is not in its scripts. */
const WhyUs = deferredPart(
  () => import(/* webpackPrefetch: true */ "../components/home/WhyUs").then((module) => module.WhyUs),
  process.env.BUILD_STAGE === "build-html" ? require("../components/home/WhyUs").WhyUs : undefined,
);

/** The home page's words come in its page context (gatsby-node, src/data/page-texts.ts), in its language. */
const HomePage = ({
  data: { foundation },
  pageContext: { texts, lang, alternates },
}: PageProps<Queries.HomePageQuery, PageContextWithTexts<HomeTexts>>) => {
  const portrait = imageData(foundation?.portrait.childImageSharp);
  return (
    <Layout>
      <Seo title={texts.seo.title} description={texts.seo.description} path={alternates[lang]} />
      <ServerHtml>
        <Hero texts={texts} />
        <PainPoints texts={texts} />
        <WhyUs
          texts={texts}
          founder={portrait && foundation ? { portrait, portraitAlt: foundation.portraitAlt } : undefined}
        />
        <Approach texts={texts} />
      </ServerHtml>
      <TrustedBy texts={texts} />
      <ServerHtml>
        <HomeServices texts={texts} />
        <Steps texts={texts} />
        <ClosingCta texts={texts} />
      </ServerHtml>
    </Layout>
  );
};

export default HomePage;

/** The founder's portrait for the "Why us" card: the foundation page's, in the page's language (its alt text). */
export const query = graphql`
  query HomePage($lang: String!) {
    foundation: mdxPage(slug: { eq: "foundation" }, lang: { eq: $lang }) {
      portraitAlt
      portrait {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 192, aspectRatio: 0.8, breakpoints: [192, 384, 576])
        }
      }
    }
  }
`;
