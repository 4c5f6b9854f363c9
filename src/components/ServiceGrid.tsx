import { css } from "@emotion/react";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { mirrorInRtl } from "../styles/direction";
import { type GridColumns, gridList } from "../styles/layout";
import { colors, fontSizes, mq, sizes, space } from "../styles/theme";
import type { IconNode } from "../lib/icon-node";
import { LineIcon, iconTile } from "./ui/LineIcon";
import { LinkCard } from "./ui/LinkCard";

export interface ServiceCardData {
  slug: string;
  title: string;
  /** The card's heading when the editor gave one; else the title. */
  shortTitle?: string | null;
  description: string;
  /** Its practice group's line icon (the GraphQL field `icon`). */
  icon: IconNode;
}

/** The spec's services grid: 1 column on phones, up to 4 on wide screens. */
const servicesPageColumns: GridColumns = { tablet: 2, laptop: 3, desktop: 4 };

const card = css({
  borderTop: `4px solid ${colors.gold}`,
  h3: { fontSize: fontSizes.h4, margin: `0 0 ${space.sm}` },
  p: { margin: `0 0 ${space.md}`, fontSize: fontSizes.cardText },
});

const more = css({ marginTop: "auto", color: colors.navy, fontWeight: 600, fontSize: fontSizes.cardText });

export const ServiceCard = ({ slug, title, shortTitle, description, icon }: ServiceCardData) => {
  const localize = useLocalize();
  return (
    <LinkCard
      to={localize(routes.service(slug))}
      title={shortTitle || title}
      css={card}
      picture={<LineIcon icon={icon} css={[iconTile, { marginBottom: space.md }]} />}
    >
      <p>{description}</p>
      <span css={more} aria-hidden="true">
        {useUi().serviceGrid.learnMore} <span css={mirrorInRtl}>→</span>
      </span>
    </LinkCard>
  );
};

interface ServiceGridProps {
  services: readonly ServiceCardData[];
  columns?: GridColumns;
  testId?: string;
}

/**
 * A card that would stand alone on the last row (five services in four columns) takes the whole row
 * instead, its words at a reading measure: the grid keeps its columns and shows no hole.
 */
const noLoneCard = (columns: GridColumns) =>
  css(
    (Object.entries(columns) as [keyof GridColumns, number][])
      .filter(([, count]) => count > 1)
      .map(([breakpoint, count]) => ({
        [mq[breakpoint]]: {
          // As specific as the rule below, so a narrower width's span does not carry over.
          "& > li:last-of-type:nth-of-type(n)": { gridColumn: "auto" },
          [`& > li:last-of-type:nth-of-type(${count}n + 1)`]: { gridColumn: "1 / -1", p: { maxWidth: sizes.prose } },
        },
      })),
  );

export const ServiceGrid = ({ services, columns = servicesPageColumns, testId = "service-grid" }: ServiceGridProps) => (
  <ul css={[gridList(columns), noLoneCard(columns)]} data-testid={testId}>
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard {...service} />
      </li>
    ))}
  </ul>
);
