import { css } from "@emotion/react";
import { Link } from "gatsby";
import { routes } from "../lib/routes";
import { gridList } from "../styles/layout";
import { colors, focusRing, fontSizes, radii, shadows, space, transitions } from "../styles/theme";

export interface ServiceCardData {
  slug: string;
  title: string;
  description: string;
}

const grid = gridList({ tablet: 2, laptop: 3, desktop: 4 });

const card = css({
  position: "relative",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  padding: space.lg,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderTop: `4px solid ${colors.gold}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  transition: `box-shadow ${transitions.fast}`,
  "&:hover": { boxShadow: shadows.raised },
  "&:focus-within": focusRing(),
});

const title = css({ fontSize: fontSizes.h4, margin: `0 0 ${space.sm}` });

// The whole card is clickable through the title link's ::after; one link per card for screen readers.
const titleLink = css({
  color: colors.navy,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0 },
  "&:focus-visible": { outline: "none" },
});

const more = css({ marginTop: "auto", color: colors.navy, fontWeight: 600, fontSize: fontSizes.small });

export const ServiceCard = ({ slug, title: name, description }: ServiceCardData) => (
  <article css={card}>
    <h3 css={title}>
      <Link to={routes.service(slug)} css={titleLink}>
        {name}
      </Link>
    </h3>
    <p css={{ margin: `0 0 ${space.md}`, color: colors.muted, fontSize: fontSizes.small }}>{description}</p>
    <span css={more} aria-hidden="true">
      Learn more →
    </span>
  </article>
);

export const ServiceGrid = ({ services }: { services: readonly ServiceCardData[] }) => (
  <ul css={grid} data-testid="service-grid">
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard {...service} />
      </li>
    ))}
  </ul>
);
