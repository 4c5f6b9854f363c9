import { css } from "@emotion/react";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { mirrorInRtl } from "../styles/direction";
import { gridList } from "../styles/layout";
import { colors, fontSizes, space } from "../styles/theme";
import { LinkCard } from "./ui/LinkCard";

export interface ServiceCardData {
  slug: string;
  title: string;
  description: string;
}

const grid = gridList({ tablet: 2, laptop: 3, desktop: 4 });

const card = css({
  borderTop: `4px solid ${colors.gold}`,
  h3: { fontSize: fontSizes.h4, margin: `0 0 ${space.sm}` },
  p: { margin: `0 0 ${space.md}`, fontSize: fontSizes.small },
});

const more = css({ marginTop: "auto", color: colors.navy, fontWeight: 600, fontSize: fontSizes.small });

export const ServiceCard = ({ slug, title, description }: ServiceCardData) => {
  const localize = useLocalize();
  return (
    <LinkCard to={localize(routes.service(slug))} title={title} css={card}>
      <p>{description}</p>
      <span css={more} aria-hidden="true">
        {useUi().serviceGrid.learnMore} <span css={mirrorInRtl}>→</span>
      </span>
    </LinkCard>
  );
};

export const ServiceGrid = ({ services }: { services: readonly ServiceCardData[] }) => (
  <ul css={grid} data-testid="service-grid">
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard {...service} />
      </li>
    ))}
  </ul>
);
