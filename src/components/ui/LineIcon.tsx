import { createElement } from "react";
import { css } from "@emotion/react";
import type { IconNode } from "../../lib/icon-node";
import { colors, radii } from "../../styles/theme";

/** A practice group's icon, shown above a card's heading or beside a group's (navy strokes on a gold-tinted tile). */
export const iconTile = css({
  display: "block",
  width: "2.75rem",
  height: "2.75rem",
  padding: "0.625rem",
  borderRadius: radii.md,
  background: colors.sand,
  color: colors.navy,
  flexShrink: 0,
});

interface LineIconProps {
  icon: IconNode;
  /** From the caller's `css` prop: size and colour (the strokes are currentColor). */
  className?: string;
}

/**
 * A line icon drawn from its data (a practice group's, from lucide-static) as inline SVG: decoration beside a
 * heading that names the same thing, so hidden from assistive technology. The data comes with the page, so no
 * icon is in the JavaScript bundle.
 */
export const LineIcon = ({ icon, className }: LineIconProps) => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
  </svg>
);
