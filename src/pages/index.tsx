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
import { home } from "../data/home";
import { testimonials } from "../data/testimonials";
import { routes } from "../lib/routes";

const HomePage = () => (
  <Layout>
    <Seo title={home.seo.title} description={home.seo.description} path={routes.home} />
    <ServerHtml>
      <Hero />
      <PainPoints />
      <WhyUs />
      <Approach />
    </ServerHtml>
    <Section id="testimonials" title={home.testimonials.title} tone="sand">
      <TestimonialCarousel testimonials={testimonials} label="Testimonials" />
    </Section>
    <ServerHtml>
      <HomeServices />
      <Steps />
      <ClosingCta />
    </ServerHtml>
  </Layout>
);

export default HomePage;
