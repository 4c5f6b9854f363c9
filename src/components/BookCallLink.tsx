import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { useUi } from "../i18n/PageLanguage";
import { siteFacts } from "../site-facts";
import { visuallyHidden } from "../styles/a11y";
import { fontSizes, mq, space } from "../styles/theme";
import { ButtonLink, type ButtonVariant } from "./ui/Button";

const noteStyle = css({ display: "block", fontSize: fontSizes.small, marginTop: space.xs });

/**
 * From a tablet's width, beside the button (where the note fits there): a long page's title band keeps its first
 * screen for the text. On a phone always under it: at a width where it just fits beside, the fallback face of a
 * visitor whose fonts come late put it beside and the site's face, arriving, under it, moving all below.
 */
const besideStyle = css({
  display: "inline-block",
  [mq.tablet]: { display: "inline-flex", alignItems: "center", flexWrap: "wrap", columnGap: space.md },
});

interface Props {
  variant?: ButtonVariant;
  /** The button's words; "Book A Call" (the dictionary's) when not given. */
  children?: ReactNode;
  /** Shows "Free 60-minute call · no obligation" under the button (or beside it, `noteBeside`). */
  withNote?: boolean;
  noteBeside?: boolean;
  className?: string;
}

/** Every call to book goes through here: the one booking URL, a new tab, no referrer. */
export const BookCallLink = ({
  variant = "primary",
  children,
  withNote = false,
  noteBeside = false,
  className,
}: Props) => {
  const { booking } = useUi();
  return (
    <span className={className} css={noteBeside ? besideStyle : { display: "inline-block" }}>
      <ButtonLink href={siteFacts.bookingUrl} target="_blank" rel="noopener noreferrer" variant={variant}>
        {children ?? booking.button}
        <span css={visuallyHidden}>{` (${booking.newTab})`}</span>
      </ButtonLink>
      {withNote && <span css={noteStyle}>{`${booking.note} · ${booking.noObligation}`}</span>}
    </span>
  );
};
