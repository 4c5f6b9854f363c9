import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { siteFacts } from "../site-facts";
import { colors, focusRing, fontSizes, radii, sizes, space, transitions } from "../styles/theme";

type Variant = "primary" | "onNavy" | "outline";

const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: sizes.tapTarget,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radii.pill,
  fontWeight: 700,
  fontSize: fontSizes.body,
  lineHeight: 1.2,
  textDecoration: "none",
  textAlign: "center",
  border: "2px solid transparent",
  transition: `background-color ${transitions.fast}, color ${transitions.fast}`,
  "&:focus-visible": focusRing(),
});

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css({
    background: colors.navy,
    color: colors.onNavy,
    "&:hover": { background: colors.navySoft },
  }),
  onNavy: css({
    background: colors.gold,
    color: colors.navyDeep,
    "&:hover": { background: colors.onNavy },
    "&:focus-visible": focusRing(colors.focusOnNavy),
  }),
  outline: css({
    background: "transparent",
    color: colors.navy,
    borderColor: colors.navy,
    "&:hover": { background: colors.mist },
  }),
};

const noteStyle = css({ display: "block", fontSize: fontSizes.small, marginTop: space.xs });

export const bookingNote = `Free ${siteFacts.callMinutes}-minute call`;

interface Props {
  variant?: Variant;
  children?: ReactNode;
  /** Shows "Free 60-minute call" under the button. */
  withNote?: boolean;
  className?: string;
}

/** Every call to book goes through here: the one booking URL, a new tab, no referrer. */
export const BookCallLink = ({ variant = "primary", children = "Book A Call", withNote = false, className }: Props) => (
  <span className={className} css={{ display: "inline-block" }}>
    <a href={siteFacts.bookingUrl} target="_blank" rel="noopener noreferrer" css={[base, variants[variant]]}>
      {children}
      <span css={visuallyHidden}> (opens the booking page in a new tab)</span>
    </a>
    {withNote && <span css={noteStyle}>{bookingNote} · no obligation</span>}
  </span>
);

export const visuallyHidden = css({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
