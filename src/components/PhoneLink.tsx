import { siteFacts } from "../site-facts";

export const PhoneLink = ({ className }: { className?: string }) => (
  <a className={className} href={`tel:${siteFacts.phone.e164}`}>
    {siteFacts.phone.display}
  </a>
);
