import { siteFacts } from "../site-facts";

export const PhoneLink = ({ className }: { className?: string }) => (
  // dir="ltr": in right-to-left text, "+971 4 …" would otherwise be laid out from the right.
  <a className={className} href={`tel:${siteFacts.phone.e164}`} dir="ltr">
    {/* Non-breaking spaces: a phone number must not wrap across lines. */}
    {siteFacts.phone.display.replace(/ /g, "\u00a0")}
  </a>
);
