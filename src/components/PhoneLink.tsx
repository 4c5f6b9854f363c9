import { siteFacts } from "../site-facts";

/** The firm's number as a page shows it: non-breaking spaces, so it never wraps across lines. */
export const phoneNumberText = siteFacts.phone.display.replace(/ /g, "\u00a0");

export const PhoneLink = ({ className }: { className?: string }) => (
  // dir="ltr": in right-to-left text, "+971 4 …" would otherwise be laid out from the right.
  <a className={className} href={`tel:${siteFacts.phone.e164}`} dir="ltr">
    {phoneNumberText}
  </a>
);
