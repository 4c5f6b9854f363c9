import { siteFacts } from "../site-facts";

export const PhoneLink = ({ className }: { className?: string }) => (
  <a className={className} href={`tel:${siteFacts.phone.e164}`}>
    {/* Non-breaking spaces: a phone number must not wrap across lines. */}
    {siteFacts.phone.display.replace(/ /g, "\u00a0")}
  </a>
);
