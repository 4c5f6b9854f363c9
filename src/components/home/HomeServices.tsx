import { css } from "@emotion/react";
import { Link } from "gatsby";
import { home, type HomeServiceCard } from "../../data/home";
import { routes } from "../../lib/routes";
import { gridList } from "../../styles/layout";
import { colors, focusRing, fontSizes, radii, shadows, space } from "../../styles/theme";
import { Section } from "../Section";

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
  a: {
    color: colors.navy,
    textDecoration: "none",
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

/** Cards link to their own service page, or to the full list where the firm has none yet. */
export const homeCardHref = ({ slug }: HomeServiceCard) => (slug ? routes.service(slug) : routes.services);

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
          </article>
        </li>
      ))}
    </ul>
  </Section>
);
