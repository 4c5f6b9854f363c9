import { css } from "@emotion/react";
import { focusRing, radii, sizes, space } from "./theme";

/** What the header's links and the language switch beside them share: tap-sized, bold, with the focus ring. */
export const navLinkBase = css({
  alignItems: "center",
  minHeight: sizes.tapTarget,
  padding: `0 ${space.xs}`,
  fontWeight: 600,
  borderRadius: radii.control,
  "&:focus-visible": focusRing(),
});
