import { EMBEDDED_ATTRIBUTE, HIDDEN_WHEN_EMBEDDED } from "../lib/embedded";
import { rule } from "./css-text";
import { BOOKING_BAR_ATTRIBUTE, HERO_BOOKING_ATTRIBUTE } from "./hero-booking";
import { colors, focusRing, fontSizes, fonts, lineHeights, mq, radii, sizes, typeOf } from "./theme";

// The consent banner and preferences in the firm's colours, through vanilla-cookieconsent's own variables
// (its stylesheet declares them on :root; declared on #cc-main they win by inheritance).
const consentTheme = {
  "--cc-font-family": fonts.sans,
  "--cc-modal-border-radius": radii.lg,
  "--cc-btn-border-radius": radii.pill,
  "--cc-bg": colors.paper,
  "--cc-primary-color": colors.ink,
  "--cc-secondary-color": colors.muted,
  "--cc-link-color": colors.navy,
  "--cc-btn-primary-bg": colors.navy,
  "--cc-btn-primary-color": colors.onNavy,
  "--cc-btn-primary-border-color": colors.navy,
  "--cc-btn-primary-hover-bg": colors.navySoft,
  "--cc-btn-primary-hover-color": colors.onNavy,
  "--cc-btn-primary-hover-border-color": colors.navySoft,
  "--cc-btn-secondary-bg": colors.mist,
  "--cc-btn-secondary-color": colors.navy,
  "--cc-btn-secondary-border-color": colors.mist,
  "--cc-btn-secondary-hover-bg": colors.line,
  "--cc-btn-secondary-hover-color": colors.navyDeep,
  "--cc-btn-secondary-hover-border-color": colors.line,
  "--cc-separator-border-color": colors.line,
  "--cc-toggle-on-bg": colors.navy,
  "--cc-toggle-off-bg": colors.muted,
  "--cc-toggle-readonly-bg": colors.line,
  "--cc-cookie-category-block-bg": colors.sand,
  "--cc-cookie-category-block-border": colors.sand,
  "--cc-cookie-category-block-hover-bg": colors.mist,
  "--cc-cookie-category-block-hover-border": colors.mist,
  "--cc-cookie-category-expanded-block-hover-bg": colors.line,
  "--cc-footer-bg": colors.sand,
  "--cc-footer-color": colors.muted,
  "--cc-footer-border-color": colors.line,
};

const everyElement = "*, *::before, *::after";

const heroBookingTimeline = "--hero-booking";

/**
 * The phone booking bar is hidden while the home page's hero button is on screen: the button's view timeline,
 * named on <body> so that the bar can use it, runs the bar's animation over its "cover" range (any of the button
 * below the sticky header, whatever the phone's height: on a short phone the bar would otherwise cover the button),
 * and only there, as the animation fills neither before nor after it. The timeline's inset is the header alone, not
 * the scroll padding left for the bar. On a page without the hero button the timeline is inactive and the bar shows;
 * so it does in a browser without scroll-driven animations.
 */
const barWhileHeroBookingShows = [
  `@supports (animation-timeline: view()){${[
    rule("body", { timelineScope: heroBookingTimeline }),
    rule(`[${HERO_BOOKING_ATTRIBUTE}]`, {
      viewTimelineName: heroBookingTimeline,
      viewTimelineInset: `${sizes.header} 0`,
    }),
    rule(`[${BOOKING_BAR_ATTRIBUTE}]`, {
      animation: "hero-booking-in-view linear",
      animationTimeline: heroBookingTimeline,
      animationRange: "cover",
    }),
  ].join("")}}`,
  "@keyframes hero-booking-in-view{from,to{visibility:hidden}}",
];

/**
 * The site's global styles, as one stylesheet: gatsby-ssr.tsx puts it in every page's <head> and the CMS in its
 * preview frame, so no page's JavaScript carries it. The Arabic type is not here: gatsby-ssr.tsx adds it to Arabic
 * pages' <head> (src/styles/arabic-type.ts).
 */
export const globalCss = [
  rule(everyElement, { boxSizing: "border-box" }),
  rule("html", {
    // The Latin type behind theme.ts's `fonts` and `lineHeights` (an Arabic page overrides them: arabic-type.ts).
    ...typeOf("latin"),
    WebkitTextSizeAdjust: "100%",
    // Keeps the focused element clear of the sticky header (WCAG 2.4.11), and of the phone booking bar.
    scrollPaddingTop: `calc(${sizes.header} + 1rem)`,
  }),
  `${mq.belowLaptop}{${rule("html", { scrollPaddingBottom: `calc(${sizes.bookingBar} + 1rem)` })}}`,
  rule("body", {
    margin: 0,
    fontFamily: fonts.sans,
    fontSize: fontSizes.body,
    lineHeight: lineHeights.body,
    color: colors.ink,
    background: colors.paper,
    textRendering: "optimizeLegibility",
  }),
  rule("h1, h2, h3, h4", { fontFamily: fonts.serif, lineHeight: lineHeights.tight, color: colors.navy }),
  rule("img, svg, picture", { maxWidth: "100%" }),
  rule("a", { color: colors.navy }),
  rule(":focus-visible", focusRing()),
  rule("#cc-main", consentTheme),
  rule(`html[${EMBEDDED_ATTRIBUTE}] [${HIDDEN_WHEN_EMBEDDED}], html[${EMBEDDED_ATTRIBUTE}] #cc-main`, {
    display: "none !important",
  }),
  ...barWhileHeroBookingShows,
  `@media (prefers-reduced-motion: reduce){${rule(everyElement, {
    animationDuration: "0.01ms !important",
    animationIterationCount: "1 !important",
    transitionDuration: "0.01ms !important",
    scrollBehavior: "auto",
  })}}`,
].join("");
