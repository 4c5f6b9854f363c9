import { Link } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { routes } from "../lib/routes";
import { container, section } from "../styles/layout";

/**
 * The old footer linked Foundation to /about, which never existed. Old links now
 * land on /foundation/: a server redirect where the host supports Gatsby's
 * createRedirect, and this page (meta refresh, canonical) on any static host,
 * with or without JavaScript.
 */
const AboutRedirect = () => (
  <Layout>
    <Seo
      title="Our foundation"
      description="This page has moved to our Foundation page."
      path={routes.foundation}
      noIndex
    >
      <meta httpEquiv="refresh" content={`0; url=${routes.foundation}`} />
    </Seo>
    <div css={[container, section]}>
      <h1>This page has moved</h1>
      <p>
        Read about our founder and the firm on <Link to={routes.foundation}>our Foundation page</Link>.
      </p>
    </div>
  </Layout>
);

export default AboutRedirect;
