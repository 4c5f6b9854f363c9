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
 * Where a card would stand alone on the last row (five services in four columns), the group's first card leads it
 * instead: across the whole row, its icon beside its words at a reading measure, so every row under it is full.
 * A lead card at the top reads as chosen; a last card stretched to the row's width read as a leftover.
 */
const leadCardWhenOneLeftOver = (columns: GridColumns) =>
  css(
    (Object.entries(columns) as [keyof GridColumns, number][])
      .filter(([, count]) => count > 1)
      .map(([breakpoint, count]) => ({
        [mq[breakpoint]]: {
          // As specific as the rule below, so a narrower width's lead does not carry over.
          "& > li:first-of-type:nth-last-of-type(n):not(:only-of-type)": { gridColumn: "auto" },
          [`& > li:first-of-type:nth-last-of-type(${count}n + 1):not(:only-of-type)`]: {
            gridColumn: "1 / -1",
            article: { display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: space.lg },
            "article > *": { gridColumn: 2, maxWidth: sizes.measure },
            "article > :first-child": { gridColumn: 1, gridRow: "1 / span 3" },
          },
        },
      })),
  );

export const ServiceGrid = ({ services, columns = servicesPageColumns, testId = "service-grid" }: ServiceGridProps) => (
  <ul css={[gridList(columns), leadCardWhenOneLeftOver(columns)]} data-testid={testId}>
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard {...service} />
      </li>
    ))}
  </ul>
);
