import { css } from "@emotion/react";
import { Link } from "gatsby";
import { openCookieSettings } from "../consent";
import { footerNavigation } from "../data/navigation";
import { useCurrentYear } from "../hooks/useCurrentYear";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { HIDDEN_WHEN_EMBEDDED } from "../lib/embedded";
import { gridList } from "../styles/layout";
import { colors, focusRing, fontSizes, fonts, mq, radii, sizes, space } from "../styles/theme";
import { EmailLink } from "./EmailLink";
import { Logo } from "./Logo";
import { siteFacts } from "../site-facts";
import { PhoneLink } from "./PhoneLink";
import { ServerHtml } from "./ServerHtml";
import { WhatsAppLink } from "./WhatsAppLink";

const footer = css({
  background: colors.navyDeep,
  // Room for the phone booking bar (BookingBar), so it never covers the page's last line.
  [mq.belowLaptop]: { paddingBottom: sizes.bookingBar },
  color: colors.onNavyMuted,
  fontSize: fontSizes.small,
  lineHeight: 1.6,
  "a, button": {
    color: colors.onNavy,
    "&:focus-visible": focusRing(colors.focusOnNavy),
  },
});

// The firm, its links, its contacts and hours in a row on laptops; the three offices in a row of their own
// under them, each office a column wide enough for its address and licence.
const grid = css({
  maxWidth: sizes.content,
  margin: "0 auto",
  padding: `${space.xxl} ${space.md} ${space.xl}`,
  display: "grid",
  gap: space.xl,
  gridTemplateColumns: "1fr",
  [mq.tablet]: { gridTemplateColumns: "1fr 1fr" },
  // The contacts' column as wide as its longest line: an e-mail address is never broken.
  [mq.laptop]: { gridTemplateColumns: "2fr 1fr max-content 1fr" },
});

const officeList = gridList({ tablet: 3 });

const contactLine = css({ margin: `0 0 ${space.xs}` });

const heading = css({
  fontFamily: fonts.serif,
  fontSize: fontSizes.h4,
  color: colors.onNavy,
  margin: `0 0 ${space.sm}`,
});

const list = css({ listStyle: "none", margin: 0, padding: 0 });

const ownLine = css({ display: "block" });

const listLink = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: sizes.tapTarget,
  textUnderlineOffset: 4,
});

const bottom = css({
  borderTop: `1px solid ${colors.navySoft}`,
  maxWidth: sizes.content,
  margin: "0 auto",
  padding: `${space.md} ${space.md} ${space.lg}`,
  display: "flex",
  flexWrap: "wrap",
  gap: space.md,
  justifyContent: "space-between",
  alignItems: "center",
});

const settingsButton = css({
  minHeight: sizes.tapTarget,
  padding: `0 ${space.sm}`,
  background: "transparent",
  border: `1px solid ${colors.onNavyMuted}`,
  borderRadius: radii.control,
  font: "inherit",
  cursor: "pointer",
});

export const Footer = () => {
  const year = useCurrentYear();
  const ui = useUi();
  const { footer: words } = ui;
  const localize = useLocalize();
  return (
    <footer css={footer} {...{ [HIDDEN_WHEN_EMBEDDED]: "" }}>
      <ServerHtml css={grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" css={{ margin: 0 }}>
            <Logo onNavy />
          </h2>
          <p css={{ maxWidth: sizes.blurb }}>{words.blurb}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" css={heading}>
            {words.quickLinks}
          </h2>
          <ul css={list}>
            {footerNavigation.map(({ to, label }) => (
              <li key={to}>
                <Link to={localize(to)} css={listLink}>
                  {ui.navigation[label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" css={heading}>
            {words.contact}
          </h2>
          <p css={contactLine}>
            {words.phone} <PhoneLink css={listLink} />
          </p>
          {siteFacts.whatsapp && (
            <p css={contactLine}>
              <WhatsAppLink css={listLink} />
            </p>
          )}
          <p css={contactLine}>
            {words.email} <EmailLink css={listLink} />
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" css={heading}>
            {words.workingHoursHeading}
          </h2>
          <p css={{ margin: 0 }}>{words.workingHours}</p>
        </section>
        <section aria-labelledby="footer-offices" css={{ gridColumn: "1 / -1" }}>
          <h2 id="footer-offices" css={heading}>
            {words.officesIn}
          </h2>
          <ul css={officeList}>
            {words.offices.map((office) => (
              <li key={office.city}>
                <strong css={ownLine}>{office.city}</strong>
                {office.address && <span css={ownLine}>{office.address}</span>}
                <span css={ownLine}>{office.licence}</span>
                {office.mapUrl && (
                  <a
                    href={office.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    css={listLink}
                    aria-label={words.mapLabel.replace("{city}", office.city)}
                  >
                    {words.map.replace("{city}", office.city)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      </ServerHtml>
      <div css={bottom}>
        <p css={{ margin: 0 }}>
          © {year} <bdi>{ui.firm.name}</bdi>. {words.rightsReserved}
        </p>
        <button type="button" css={settingsButton} onClick={openCookieSettings}>
          {words.cookieSettings}
        </button>
      </div>
    </footer>
  );
};
