import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { colors, fontSizes, fonts, space } from "../styles/theme";

const wordmark = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  fontFamily: fonts.serif,
  fontSize: fontSizes.h4,
  fontWeight: 700,
  letterSpacing: "0.01em",
  lineHeight: 1.1,
});

/** The firm's mark: a gold meridian arc over a navy shield. Same drawing as static/logo.svg. */
export const LogoMark = ({ size = 36 }: { size?: number }) => (
  // Its size even where the name beside it must take two lines (a phone's header).
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" css={{ flexShrink: 0 }}>
    <rect width="64" height="64" rx="14" fill={colors.navy} />
    <path d="M14 46 L32 14 L50 46" fill="none" stroke={colors.gold} strokeWidth="5" strokeLinejoin="round" />
    <path d="M20 38 H44" stroke={colors.onNavy} strokeWidth="4" strokeLinecap="round" />
  </svg>
);

/** The mark and the firm's short name in the page's language: its Arabic name on Arabic pages (site facts). */
export const Logo = ({ onNavy = false }: { onNavy?: boolean }) => (
  <span css={[wordmark, { color: onNavy ? colors.onNavy : colors.navy }]}>
    <LogoMark />
    <span>{useUi().firm.shortName}</span>
  </span>
);
