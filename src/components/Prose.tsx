import { css } from "@emotion/react";
import { colors, focusRing, fontSizes, fonts, lineHeights, radii, sizes, space } from "../styles/theme";

/** Typography for long-form MDX bodies (services, legal documents, the foundation page). */
export const prose = css({
  maxWidth: sizes.prose,
  fontSize: fontSizes.body,
  lineHeight: lineHeights.body,
  color: colors.ink,
  "h2, h3": { fontFamily: fonts.serif, color: colors.navy, lineHeight: lineHeights.tight },
  h2: { fontSize: fontSizes.h2, margin: `${space.xxl} 0 ${space.md}` },
  h3: { fontSize: fontSizes.h3, margin: `${space.xl} 0 ${space.sm}` },
  "p, ul, ol": { margin: `0 0 ${space.md}` },
  // The column is wider than a line of reading from tablets up.
  "p, li": { maxWidth: sizes.measure },
  "ul, ol": { paddingInlineStart: space.lg },
  li: { marginBottom: space.xs },
  "a:not([target])": { color: colors.navy, textDecorationThickness: "1px", textUnderlineOffset: "3px" },
  "a:focus-visible": focusRing(),
  code: { fontSize: "0.95em", background: colors.mist, padding: "0 0.25em", borderRadius: radii.xs },
});
