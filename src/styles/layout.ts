import { css } from "@emotion/react";
import { colors, fontSizes, fonts, mq, radii, sizes, space } from "./theme";

export const container = css({
  maxWidth: sizes.content,
  margin: "0 auto",
  padding: `0 ${space.md}`,
});

/** Room above and below a band; block only, so it keeps a container's side padding when both are applied. */
export const section = css({ paddingTop: space.section, paddingBottom: space.section });

export const lead = css({
  fontSize: fontSizes.lead,
  color: colors.muted,
  maxWidth: sizes.measure,
  margin: `${space.sm} 0 ${space.lg}`,
});

export const pageTitle = css({ fontSize: fontSizes.h1, margin: `${space.md} 0 0` });

export const meta = css({ color: colors.muted, fontSize: fontSizes.small, margin: `${space.sm} 0 0` });

export type GridColumns = Partial<Record<"tablet" | "laptop" | "desktop", number>>;

/** A list laid out as a grid: one column on phones, then the given column counts from each breakpoint up. */
export const gridList = (columns: GridColumns, gap: string = space.lg) =>
  css({
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap,
    gridTemplateColumns: "1fr",
    ...Object.fromEntries(
      (Object.entries(columns) as [keyof GridColumns, number][]).map(([breakpoint, count]) => [
        mq[breakpoint],
        { gridTemplateColumns: `repeat(${count}, 1fr)` },
      ]),
    ),
  });

/** The two-column hero: text and call to action on the left, a card or portrait on the right from laptops up. */
export const splitHero = css({
  display: "grid",
  gap: space.xl,
  alignItems: "center",
  [mq.laptop]: { gridTemplateColumns: "3fr 2fr" },
});

/** A step's round number badge (as `::before` with `content: counter(step)`): the home page's steps and a service's. */
export const stepBadge = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: sizes.badge,
  height: sizes.badge,
  borderRadius: radii.pill,
  background: colors.navy,
  color: colors.onNavy,
  fontFamily: fonts.serif,
  fontWeight: 700,
} as const;
