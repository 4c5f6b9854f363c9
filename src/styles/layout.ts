import { css } from "@emotion/react";
import { colors, fontSizes, sizes, space } from "./theme";

export const container = css({
  maxWidth: sizes.content,
  margin: "0 auto",
  padding: `0 ${space.md}`,
});

export const section = css({ padding: `${space.section} 0` });

export const lead = css({
  fontSize: fontSizes.lead,
  color: colors.muted,
  maxWidth: sizes.prose,
  margin: `${space.sm} 0 ${space.lg}`,
});

export const pageTitle = css({ fontSize: fontSizes.h1, margin: `${space.md} 0 0` });

export const meta = css({ color: colors.muted, fontSize: fontSizes.small, margin: `${space.sm} 0 0` });
