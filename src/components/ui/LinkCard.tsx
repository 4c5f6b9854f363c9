import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { colors, focusRing, fontSizes, radii, shadows, space, transitions } from "../../styles/theme";

const card = css({
  position: "relative",
  height: "100%",
  display: "flex",
  flexDirection: "column",
  padding: space.lg,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  transition: `box-shadow ${transitions.fast}`,
  "&:hover": { boxShadow: shadows.raised },
  "&:focus-within": focusRing(),
  h3: { fontSize: fontSizes.h3, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted },
});

// The whole card is clickable through the title link's ::after; one link per card for screen readers.
const titleLink = css({
  color: colors.navy,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0 },
  "&:focus-visible": { outline: "none" },
});

interface LinkCardProps {
  to: string;
  title: string;
  children: ReactNode;
  /** Shown above the title (a practice group's icon). */
  picture?: ReactNode;
  /** Overrides from the caller (an accent border, a smaller title); applied after the card's own styles. */
  className?: string;
}

/** A card whose title links to `to`; a click anywhere on the card follows that one link. */
export const LinkCard = ({ to, title, children, picture, className }: LinkCardProps) => (
  <article css={card} className={className}>
    {picture}
    <h3>
      <Link to={to} css={titleLink}>
        {title}
      </Link>
    </h3>
    {children}
  </article>
);
