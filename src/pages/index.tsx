import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { BookCallLink } from "../components/BookCallLink";
import { routes } from "../lib/routes";
import { container, lead, pageTitle, section } from "../styles/layout";
import { siteFacts } from "../site-facts";

export const homePage = {
  title: "Business Lawyers in Dubai and the UAE",
  description: siteFacts.description,
};

const HomePage = () => (
  <Layout>
    <Seo title={homePage.title} description={homePage.description} path={routes.home} />
    <div css={[container, section]}>
      <h1 css={pageTitle}>UAE agreements drafted within {siteFacts.claims.draftingHours} hours, guaranteed</h1>
      <p css={lead}>{siteFacts.blurb}</p>
      <BookCallLink withNote />
    </div>
  </Layout>
);

export default HomePage;
