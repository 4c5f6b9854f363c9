import { Global, css } from "@emotion/react";
import { EMBEDDED_ATTRIBUTE, HIDDEN_WHEN_EMBEDDED } from "../lib/embedded";
import { colors, focusRing, fontSizes, fonts, lineHeights, sizes } from "./theme";

const global = css({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: {
    WebkitTextSizeAdjust: "100%",
    // Keeps the focused element clear of the sticky header (WCAG 2.4.11).
    scrollPaddingTop: `calc(${sizes.header} + 1rem)`,
  },
  body: {
    margin: 0,
    fontFamily: fonts.sans,
    fontSize: fontSizes.body,
    lineHeight: lineHeights.body,
    color: colors.ink,
    background: colors.paper,
    textRendering: "optimizeLegibility",
  },
  "h1, h2, h3, h4": { fontFamily: fonts.serif, lineHeight: lineHeights.tight, color: colors.navy },
  "img, svg, picture": { maxWidth: "100%" },
  a: { color: colors.navy },
  ":focus-visible": focusRing(),
  [`html[${EMBEDDED_ATTRIBUTE}] [${HIDDEN_WHEN_EMBEDDED}], html[${EMBEDDED_ATTRIBUTE}] #cc-main`]: {
    display: "none !important",
  },
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto",
    },
  },
});

export const GlobalStyles = () => <Global styles={global} />;
