import type { PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { NotFound, notFoundTexts } from "../components/NotFound";
import { Seo } from "../components/Seo";

const NotFoundPage = ({ location }: PageProps) => (
  <Layout>
    <Seo title={notFoundTexts.page.heading} description={notFoundTexts.page.text} path="/404/" noIndex />
    <NotFound pathname={location.pathname} />
  </Layout>
);

export default NotFoundPage;
