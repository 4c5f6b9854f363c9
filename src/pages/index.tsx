import type { PageProps } from "gatsby";
import { css } from "@emotion/react";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { Section } from "../components/Section";
import { ServerHtml } from "../components/ServerHtml";
import { TestimonialCarousel } from "../components/TestimonialCarousel";
import { Approach } from "../components/home/Approach";
import { ClosingCta } from "../components/home/ClosingCta";
import { Hero } from "../components/home/Hero";
import { HomeServices } from "../components/home/HomeServices";
import { PainPoints } from "../components/home/PainPoints";
import { Steps } from "../components/home/Steps";
import { WhyUs } from "../components/home/WhyUs";
import type { HomeTexts } from "../data/home";
import type { PageContextWithTexts } from "../i18n/PageLanguage";
import { colors, fontSizes, space } from "../styles/theme";

const testimonialsNote = css({
  margin: `${space.md} 0 0`,
  textAlign: "center",
  fontSize: fontSizes.small,
  color: colors.muted,
});

/** The home page's words come in its page context (gatsby-node, src/data/page-texts.ts), in its language. */
const HomePage = ({ pageContext: { texts, lang, alternates } }: PageProps<object, PageContextWithTexts<HomeTexts>>) => (
  <Layout>
    <Seo title={texts.seo.title} description={texts.seo.description} path={alternates[lang]} />
    <ServerHtml>
      <Hero texts={texts} />
      <PainPoints texts={texts} />
      <WhyUs texts={texts} />
      <Approach texts={texts} />
    </ServerHtml>
    <Section id="testimonials" title={texts.testimonials.title} tone="sand">
      <TestimonialCarousel testimonials={texts.testimonials.items} label={texts.testimonials.label} />
      {texts.testimonials.note && <p css={testimonialsNote}>{texts.testimonials.note}</p>}
    </Section>
    <ServerHtml>
      <HomeServices texts={texts} />
      <Steps texts={texts} />
      <ClosingCta texts={texts} />
    </ServerHtml>
  </Layout>
);

export default HomePage;
