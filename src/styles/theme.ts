/** The design system: every colour, size and breakpoint a component may use. */

export const colors = {
  navy: "#0d2340",
  navyDeep: "#081729",
  navySoft: "#1b3a5f",
  gold: "#c9a45c",
  goldDeep: "#8a6420",
  ink: "#1a2433",
  muted: "#4a5567",
  line: "#d9dee6",
  paper: "#ffffff",
  sand: "#f6f3ec",
  mist: "#eef2f7",
  onNavy: "#ffffff",
  onNavyMuted: "#c5d0de",
  focus: "#1a5fd0",
  focusOnNavy: "#ffd27a",
} as const;

/** The self-hosted Latin faces (src/styles/latin-type.ts) and their metric-matched local fallbacks. */
export const LATIN_FAMILIES = {
  sans: "IBM Plex Sans",
  sansFallback: "IBM Plex Sans Fallback",
  sansFallbackAndroid: "IBM Plex Sans Fallback Roboto",
  serif: "Source Serif 4",
  serifFallback: "Source Serif 4 Fallback",
  serifFallbackTimes: "Source Serif 4 Fallback Times",
  serifFallbackAndroid: "Source Serif 4 Fallback Noto",
} as const;

/**
 * The self-hosted Arabic face (src/styles/arabic-type.ts) and its metric-matched local fallbacks: Noto Sans Arabic
 * and Noto Naskh Arabic (Android), DejaVu Sans (Linux). Windows' and Apple's Arabic faces have none (docs/languages.md).
 */
export const ARABIC_FAMILIES = {
  arabic: "IBM Plex Sans Arabic",
  fallbackNotoSans: "IBM Plex Sans Arabic Fallback Noto Sans",
  fallbackNotoNaskh: "IBM Plex Sans Arabic Fallback Noto Naskh",
  fallbackDejaVu: "IBM Plex Sans Arabic Fallback DejaVu",
} as const;

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const latinSans = `"${LATIN_FAMILIES.sans}", "${LATIN_FAMILIES.sansFallback}", "${LATIN_FAMILIES.sansFallbackAndroid}", ${systemSans}`;

/** The font stacks of each script. Components use `fonts`, never these: global-css.ts and arabic-type.ts set which stack `fonts` names. */
export const fontStacks = {
  serif: `"${LATIN_FAMILIES.serif}", "${LATIN_FAMILIES.serifFallback}", "${LATIN_FAMILIES.serifFallbackTimes}", "${LATIN_FAMILIES.serifFallbackAndroid}", Georgia, "Times New Roman", serif`,
  sans: latinSans,
  /**
   * Arabic pages: one family for text and headings. IBM Plex Sans Arabic (self-hosted, its
   * Arabic letters only: the @font-face in arabic-type.ts) and its metric-matched fallbacks, then the Latin sans for
   * Latin letters (on an Arabic page its metric-matched fallback: gatsby-ssr.tsx declares the Latin faces on English
   * pages only).
   */
  arabic: `${Object.values(ARABIC_FAMILIES)
    .map((family) => `"${family}"`)
    .join(", ")}, ${latinSans}`,
} as const;

/**
 * The site's two type roles, as custom properties that global-css.ts declares: the Latin stacks
 * on every page, the Arabic stack on an Arabic page (and the Latin ones again on any element
 * marked lang="en" inside it). So a component's `fontFamily: fonts.serif` needs no language rule.
 */
export const fonts = { serif: "var(--font-serif)", sans: "var(--font-sans)" } as const;

/** Fluid type scale: min at 375 px, max at 1280 px. */
export const fontSizes = {
  small: "0.875rem",
  /** A card's text: 14 px in Latin, 15 px in Arabic, whose letters need more size to read (typeOf). */
  cardText: "var(--card-text-size)",
  body: "1.0625rem",
  lead: "clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)",
  h4: "1.125rem",
  h3: "clamp(1.1875rem, 1.1rem + 0.4vw, 1.375rem)",
  h2: "clamp(1.5rem, 1.3rem + 0.9vw, 2.125rem)",
  h1: "clamp(2rem, 1.6rem + 1.9vw, 3.25rem)",
} as const;

/** Line heights of each script: Arabic's tall letters and marks above and below need more room. */
export const lineHeightsOf = {
  latin: { tight: 1.2, body: 1.65 },
  arabic: { tight: 1.4, body: 1.8 },
} as const;

/** Custom properties, as `fonts`: global-css.ts declares the Latin or the Arabic values. */
export const lineHeights = { tight: "var(--line-height-tight)", body: "var(--line-height-body)" } as const;

/** The custom properties behind `fonts` and `lineHeights`, for one script. */
export const typeOf = (script: "latin" | "arabic") => ({
  "--font-sans": script === "latin" ? fontStacks.sans : fontStacks.arabic,
  "--font-serif": script === "latin" ? fontStacks.serif : fontStacks.arabic,
  "--line-height-tight": String(lineHeightsOf[script].tight),
  "--line-height-body": String(lineHeightsOf[script].body),
  "--card-text-size": script === "latin" ? "0.875rem" : "0.9375rem",
  // About 70 characters of running text a line: Arabic's joined letters fit more to an em than Latin's.
  "--measure": script === "latin" ? "29em" : "25em",
});

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3rem, 2rem + 4vw, 5.5rem)",
} as const;

export const sizes = {
  content: "72rem",
  prose: "44rem",
  /** A line of running text: about 70 characters, in either script (typeOf). */
  measure: "var(--measure)",
  header: "4.5rem",
  /** The phone booking bar fixed to the bottom of the screen below laptops. */
  bookingBar: "4rem",
  tapTarget: "44px",
  /** The round number badge of a step. */
  badge: "2.5rem",
  /** The founder's card on the foundation page. */
  portrait: "420px",
  /** Measures of shorter text: the footer blurb, section leads, testimonials. */
  blurb: "32rem",
  sectionLead: "40rem",
  quote: "48rem",
} as const;

/** xs: inline code; control: small links and buttons in the header and footer. */
export const radii = { xs: "3px", sm: "4px", control: "6px", md: "8px", lg: "14px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(8, 23, 41, 0.06), 0 4px 16px rgba(8, 23, 41, 0.06)",
  raised: "0 2px 4px rgba(8, 23, 41, 0.08), 0 12px 32px rgba(8, 23, 41, 0.12)",
} as const;

export const breakpoints = { tablet: 640, laptop: 960, desktop: 1280 } as const;

/** Mobile first: `${mq.laptop} { … }` applies from that width up. */
export const mq = {
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  laptop: `@media (min-width: ${breakpoints.laptop}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  belowLaptop: `@media (max-width: ${breakpoints.laptop - 0.02}px)`,
} as const;

export const focusRing = (color: string = colors.focus) => ({
  outline: `3px solid ${color}`,
  outlineOffset: "2px",
});

export const transitions = { fast: "150ms ease-out" } as const;
