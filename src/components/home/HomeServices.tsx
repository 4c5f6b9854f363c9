import { css } from "@emotion/react";
import { Link } from "gatsby";
import { home, type HomeServiceCard } from "../../data/home";
import { routes } from "../../lib/routes";
import { gridList } from "../../styles/layout";
import { colors, focusRing, fontSizes, radii, shadows, space } from "../../styles/theme";
import { Section } from "../Section";
import { TextLinkAfter } from "../TextLinkAfter";

const grid = gridList({ tablet: 2 });

const card = css({
  position: "relative",
  height: "100%",
  padding: space.lg,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  "&:hover": { boxShadow: shadows.raised },
  "&:focus-within": focusRing(),
  h3: { fontSize: fontSizes.h3, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted },
  "h3 a": {
    color: colors.navy,
    textDecoration: "none",
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

/** Each card links to the service page that describes it. */
export const homeCardHref = ({ slug }: HomeServiceCard) => routes.service(slug);

export const HomeServices = () => (
  <Section id="home-services" title={home.services.title} lead={home.services.lead} tone="sand">
    <ul css={grid} data-testid="home-service-grid">
      {home.services.cards.map((service) => (
        <li key={service.title}>
          <article css={card}>
            <h3>
              <Link to={homeCardHref(service)}>{service.title}</Link>
            </h3>
            <p>{service.text}</p>
            {"link" in service && <TextLinkAfter link={service.link} />}
          </article>
        </li>
      ))}
    </ul>
  </Section>
);
