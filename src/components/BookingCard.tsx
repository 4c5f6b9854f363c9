import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { colors, fontSizes, radii, shadows, space } from "../styles/theme";
import { siteFacts } from "../site-facts";
import { BookCallLink } from "./BookCallLink";
import { PhoneLink } from "./PhoneLink";
import { WhatsAppLink } from "./WhatsAppLink";

const card = css({
  padding: space.lg,
  background: colors.navy,
  color: colors.onNavyMuted,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  fontSize: fontSizes.small,
  h2: { color: colors.onNavy, fontSize: fontSizes.h4, margin: `0 0 ${space.md}` },
  p: { margin: `${space.md} 0 0` },
  "p a": { color: colors.onNavy, fontWeight: 600 },
});

// The call's note and "no obligation" as two lines: joined by "·", a narrow card left the dot at a line's end.
const headingLine = css({ display: "block" });
const subheading = css(headingLine, { fontSize: fontSizes.small, fontWeight: 400, color: colors.onNavyMuted });

/** The side column's booking card: the free call, the button, the phone and the hours, from the site facts. */
export const BookingCard = () => {
  const { booking, footer } = useUi();
  return (
    <section css={card} aria-labelledby="booking-card">
      <h2 id="booking-card">
        <span css={headingLine}>{booking.note}</span> <span css={subheading}>{booking.noObligation}</span>
      </h2>
      <BookCallLink variant="onNavy" />
      <p>
        {footer.phone} <PhoneLink />
      </p>
      {siteFacts.whatsapp && (
        <p>
          <WhatsAppLink />
        </p>
      )}
      <p>{footer.workingHours}</p>
    </section>
  );
};
