import { css } from "@emotion/react";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { mirrorInRtl } from "../styles/direction";
import { type GridColumns, gridList } from "../styles/layout";
import { breakpoints, colors, fontSizes, sizes, space } from "../styles/theme";
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

/** Each breakpoint of `columns` as a width range, up to the next breakpoint it lists, so no range's rule carries over. */
const columnRanges = (columns: GridColumns) => {
  const listed = (Object.keys(breakpoints) as (keyof GridColumns)[]).filter((breakpoint) => columns[breakpoint]);
  return listed.map((breakpoint, index) => {
    const next = listed[index + 1];
    const upTo = next ? ` and (max-width: ${breakpoints[next] - 0.02}px)` : "";
    return { media: `@media (min-width: ${breakpoints[breakpoint]}px)${upTo}`, count: columns[breakpoint]! };
  });
};

/** A lead card beside other cards: its icon beside its words at a reading measure, "Learn more" at the foot. */
const leadBesideCards = {
  article: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gridTemplateRows: "auto 1fr auto",
    columnGap: space.lg,
  },
  "article > *": { gridColumn: 2, maxWidth: sizes.measure },
  // In body type, as a lead's words, so they reach across the card rather than leave it half empty.
  "article > p": { fontSize: fontSizes.body },
  // The icon (the card's picture); not :first-child, which Emotion warns is unsafe in server-rendered HTML.
  "article > svg": { gridColumn: 1, gridRow: "1 / span 3" },
};

/**
 * A lead card alone on its row, across the grid's whole width: its words in two columns, the title and "Learn more"
 * beside the description (in body type, at a reading measure), so the card is filled rather than half empty.
 */
const leadAcrossTheRow = {
  article: {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 2fr) minmax(0, 3fr)",
    gridTemplateRows: "auto 1fr",
    columnGap: space.xl,
  },
  "article > svg": { gridColumn: 1, gridRow: "1 / span 2" },
  "article > h3": { gridColumn: 2 },
  "article > p": { gridColumn: 3, gridRow: "1 / span 2", fontSize: fontSizes.body, maxWidth: sizes.measure },
  "article > span": { gridColumn: 2, alignSelf: "end" },
};

/**
 * Where a group's cards would leave the last row short (five services in three or four columns), the group's first
 * card leads it instead, across as many columns as the others leave over, so every row is full. The rule is per
 * column count, since the same group is 5 = 2 + 2 + 1 in two columns and 2 + 3 in three. A lead card at the top
 * reads as chosen; a last card stretched to the row's width, as a leftover.
 */
const leadCardFillingTheRows = (columns: GridColumns) =>
  css(
    columnRanges(columns)
      .filter(({ count }) => count > 1)
      .map(({ media, count }) => ({
        [media]: Object.fromEntries(
          Array.from({ length: count - 1 }, (_, index) => index + 1).map((leftOver) => [
            `& > li:first-of-type:nth-last-of-type(${count}n + ${leftOver}):not(:only-of-type)`,
            {
              gridColumn: `span ${count - leftOver + 1}`,
              ...(leftOver === 1 ? leadAcrossTheRow : leadBesideCards),
            },
          ]),
        ),
      })),
  );

export const ServiceGrid = ({ services, columns = servicesPageColumns, testId = "service-grid" }: ServiceGridProps) => (
  <ul css={[gridList(columns), leadCardFillingTheRows(columns)]} data-testid={testId}>
    {services.map((service) => (
      <li key={service.slug}>
        <ServiceCard {...service} />
      </li>
    ))}
  </ul>
);
