import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { siteFacts } from "../site-facts";
import { visuallyHidden } from "../styles/a11y";
import { fontSizes, space } from "../styles/theme";
import { ButtonLink, type ButtonVariant } from "./ui/Button";

const noteStyle = css({ display: "block", fontSize: fontSizes.small, marginTop: space.xs });

export const bookingNote = `Free ${siteFacts.callMinutes}-minute call`;

interface Props {
  variant?: ButtonVariant;
  children?: ReactNode;
  /** Shows "Free 60-minute call" under the button. */
  withNote?: boolean;
  className?: string;
}

/** Every call to book goes through here: the one booking URL, a new tab, no referrer. */
export const BookCallLink = ({ variant = "primary", children = "Book A Call", withNote = false, className }: Props) => (
  <span className={className} css={{ display: "inline-block" }}>
    <ButtonLink href={siteFacts.bookingUrl} target="_blank" rel="noopener noreferrer" variant={variant}>
      {children}
      <span css={visuallyHidden}> (opens the booking page in a new tab)</span>
    </ButtonLink>
    {withNote && <span css={noteStyle}>{bookingNote} · no obligation</span>}
  </span>
);
