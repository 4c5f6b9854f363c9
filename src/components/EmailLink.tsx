import { siteFacts } from "../site-facts";

/** The firm's written contact, as a mailto link; never broken across lines (a hyphen in it is no place to break). */
export const EmailLink = ({ className }: { className?: string }) => (
  <a className={className} css={{ whiteSpace: "nowrap" }} href={`mailto:${siteFacts.email}`} dir="ltr">
    {siteFacts.email}
  </a>
);
