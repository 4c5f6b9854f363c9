import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { colors, fontSizes, radii, shadows, space } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { PhoneLink } from "./PhoneLink";

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

/** The side column's booking card: the free call, the button, the phone and the hours, from the site facts. */
export const BookingCard = () => {
  const { booking, footer } = useUi();
  return (
    <section css={card} aria-labelledby="booking-card">
      <h2 id="booking-card">{`${booking.note} · ${booking.noObligation}`}</h2>
      <BookCallLink variant="onNavy" />
      <p>
        {footer.phone} <PhoneLink />
      </p>
      <p>{footer.workingHours}</p>
    </section>
  );
};
