import { siteFacts } from "../site-facts";

/** The firm's written contact, as a mailto link. */
export const EmailLink = ({ className }: { className?: string }) => (
  <a className={className} href={`mailto:${siteFacts.email}`} dir="ltr">
    {siteFacts.email}
  </a>
);
