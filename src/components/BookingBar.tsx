import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { YIELDS_TO_BANNER_ATTRIBUTE } from "../consent/state";
import { HIDDEN_WHEN_EMBEDDED } from "../lib/embedded";
import { siteFacts } from "../site-facts";
import { visuallyHidden } from "../styles/a11y";
import { BOOKING_BAR_ATTRIBUTE } from "../styles/hero-booking";
import { colors, focusRing, mq, sizes, space } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { phoneNumberText } from "./PhoneLink";
import { ServerHtml } from "./ServerHtml";
import { WhatsAppLink } from "./WhatsAppLink";

// Hidden in embedded mode, and on the home page's first screen, where the hero has its own Book A Call (global-css.ts).
const barAttributes = { [HIDDEN_WHEN_EMBEDDED]: "", [BOOKING_BAR_ATTRIBUTE]: "" };

const bar = css({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 15,
  height: sizes.bookingBar,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space.md,
  padding: `0 ${space.md}`,
  background: colors.navy,
  borderTop: `1px solid ${colors.navySoft}`,
  [mq.laptop]: { display: "none" },
});

// Book A Call, Call and WhatsApp on one row at 320 px, each on one line: the button a little narrower than elsewhere.
const bookButton = css({ a: { whiteSpace: "nowrap", paddingInline: space.md } });

const callLink = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: sizes.tapTarget,
  color: colors.onNavy,
  fontWeight: 600,
  textUnderlineOffset: "3px",
  whiteSpace: "nowrap",
  "&:focus-visible": focusRing(colors.focusOnNavy),
});

/**
 * Phones and tablets: Book A Call and the phone, fixed to the bottom of the screen on every page (on the home page
 * once the hero's own button is scrolled away). Plain links, kept as the server's HTML while the page hydrates;
 * hidden in embedded mode like the header and footer.
 */
export const BookingBar = () => {
  const { booking } = useUi();
  return (
    <ServerHtml
      as="aside"
      css={bar}
      aria-label={booking.barLabel}
      data-testid="booking-bar"
      {...barAttributes}
      // The consent banner asks first: the bar waits until it is answered (src/consent/yield-to-banner.css).
      {...{ [YIELDS_TO_BANNER_ATTRIBUTE]: "" }}
    >
      <BookCallLink variant="onNavy" css={bookButton} />
      <a href={`tel:${siteFacts.phone.e164}`} css={callLink}>
        {booking.call}
        {/* The number for screen readers; on a phone the link itself dials it. */}
        <span css={visuallyHidden} dir="ltr">{` ${phoneNumberText}`}</span>
      </a>
      {siteFacts.whatsapp && <WhatsAppLink css={callLink} />}
    </ServerHtml>
  );
};
