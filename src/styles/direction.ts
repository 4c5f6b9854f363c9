import { css } from "@emotion/react";

/**
 * Right to left: the site's layout uses logical properties (inline start and end), so it turns
 * with the page's `dir` on its own. What does not turn is a glyph that points along the line:
 * an arrow (→) is drawn the same in both directions, so on a right-to-left page its own
 * inline-block element is mirrored here. Angle quotation marks (‹ ›), brackets and « » need
 * nothing: they are Bidi_Mirrored in Unicode, and browsers draw them mirrored in right-to-left text
 * (mirroring them again here would point them back the wrong way).
 */
export const mirrorInRtl = css({
  display: "inline-block",
  '[dir="rtl"] &': { transform: "scaleX(-1)" },
});
