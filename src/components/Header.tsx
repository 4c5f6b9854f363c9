import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { mainNavigation } from "../data/navigation";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { HIDDEN_WHEN_EMBEDDED, JS_ATTRIBUTE } from "../lib/embedded";
import { routes } from "../lib/routes";
import { colors, focusRing, fontSizes, mq, radii, shadows, sizes, space } from "../styles/theme";
import { visuallyHidden } from "../styles/a11y";
import { navLinkBase } from "../styles/nav-link";
import { BookCallLink } from "./BookCallLink";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";

const NAV_ID = "site-nav";

const bar = css({
  position: "sticky",
  top: 0,
  zIndex: 10,
  background: colors.paper,
  boxShadow: shadows.card,
});

const inner = css({
  maxWidth: sizes.content,
  margin: "0 auto",
  minHeight: sizes.header,
  padding: `0 ${space.md}`,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  flexWrap: "wrap",
});

// One row at every width: the logo's width counts as nothing when the row is filled (flex basis 0), so the
// language link and Menu never drop to a second row; the logo takes the room left, its name on two lines if
// it must (Menu is its icon, its word for screen readers). Only the nav wraps, to a row of its own: the open
// menu on phones, every page without JavaScript.
const homeLink = css({
  display: "inline-flex",
  flex: "1 1 0",
  minHeight: sizes.tapTarget,
  alignItems: "center",
  textDecoration: "none",
  borderRadius: radii.control,
  "&:focus-visible": focusRing(),
});

// The Menu icon, drawn with the button's pseudo-elements in borders (kept in forced-colors mode): three bars,
// an X while the menu is open. Nothing for React to hydrate on every page, as an SVG component would be.
const iconBar = {
  content: '""',
  position: "absolute",
  inset: 0,
  margin: "auto",
  width: 14,
  height: 0,
  borderTop: "2px solid currentColor",
  borderRadius: 1,
} as const;
const menuIcon = {
  "&::before": { ...iconBar, height: 10, borderBottom: "2px solid currentColor" },
  "&::after": iconBar,
  "&[aria-expanded='true']::before, &[aria-expanded='true']::after": { width: 18, height: 0, borderBottom: "none" },
  "&[aria-expanded='true']::before": { transform: "rotate(45deg)" },
  "&[aria-expanded='true']::after": { transform: "rotate(-45deg)" },
} as const;

const toggle = css({
  display: "none",
  [`html[${JS_ATTRIBUTE}] &`]: { display: "inline-flex" },
  [mq.laptop]: { [`html[${JS_ATTRIBUTE}] &`]: { display: "none" } },
  alignItems: "center",
  gap: space.xs,
  minHeight: sizes.tapTarget,
  minWidth: sizes.tapTarget,
  padding: `0 ${space.sm}`,
  background: "transparent",
  color: colors.navy,
  border: `2px solid ${colors.navy}`,
  borderRadius: radii.md,
  fontSize: fontSizes.body,
  fontWeight: 600,
  cursor: "pointer",
  "&:focus-visible": focusRing(),
  position: "relative",
  ...menuIcon,
});

// Without JavaScript the nav is always shown (as a row under the logo on phones);
// with it, phones get a toggled panel and laptops a single row.
const nav = css({
  width: "100%",
  paddingBottom: space.sm,
  [`html[${JS_ATTRIBUTE}] &[data-open="false"]`]: { display: "none" },
  [mq.laptop]: {
    width: "auto",
    paddingBottom: 0,
    marginInlineStart: "auto",
    [`html[${JS_ATTRIBUTE}] &[data-open="false"]`]: { display: "block" },
  },
});

// The other language and the menu's toggle, beside the logo on phones: a bilingual visitor finds the
// other language without opening the menu. On laptops, after the navigation's row.
const barEnd = css({
  display: "flex",
  alignItems: "center",
  gap: space.sm,
  [mq.laptop]: { order: 1 },
});

const navList = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: space.xs,
  [mq.tablet]: { flexDirection: "row", alignItems: "center", flexWrap: "wrap" },
  [mq.laptop]: { gap: space.lg },
});

const navLink = css(navLinkBase, {
  display: "flex",
  color: colors.ink,
  textDecoration: "none",
  "&:hover, &[aria-current='page']": { color: colors.navy, textDecoration: "underline", textUnderlineOffset: 6 },
});

const bookingItem = css({ display: "flex", alignItems: "center", gap: space.sm, flexWrap: "wrap" });

// Beside the button from 1280 px; below, the row (or the phones' menu) has room for the button alone.
const bookingNoteStyle = css({
  fontSize: fontSizes.small,
  color: colors.muted,
  display: "none",
  [mq.desktop]: { display: "inline" },
});

export const Header = () => {
  const [open, setOpen] = useState(false);
  const ui = useUi();
  const localize = useLocalize();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header css={bar} {...{ [HIDDEN_WHEN_EMBEDDED]: "" }}>
      <div css={inner}>
        <Link to={localize(routes.home)} css={homeLink} onClick={close}>
          <Logo />
          <span css={visuallyHidden}>{ui.header.homeLink}</span>
        </Link>
        <div css={barEnd}>
          <LanguageSwitch />
          <button
            type="button"
            css={toggle}
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpen((value) => !value)}
          >
            <span css={visuallyHidden}>{ui.header.menu}</span>
          </button>
        </div>
        <nav id={NAV_ID} aria-label={ui.header.navLabel} css={nav} data-open={open}>
          <ul css={navList}>
            {mainNavigation.map(({ to, label }) => (
              <li key={to}>
                <Link to={localize(to)} css={navLink} onClick={close}>
                  {ui.navigation[label]}
                </Link>
              </li>
            ))}
            <li css={bookingItem}>
              <span css={bookingNoteStyle}>{ui.booking.note}</span>
              <BookCallLink />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
};
