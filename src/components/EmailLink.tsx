import { Fragment } from "react";
import { css } from "@emotion/react";
import { siteFacts } from "../site-facts";

/**
 * Moves whole to the next line when it does not fit at the end of one (split inside a right-to-left paragraph,
 * its halves read in the wrong order); only where it is wider than the line does it break, at a <wbr>.
 */
const address = css({ display: "inline-block", "& > span": { whiteSpace: "nowrap" } });

/**
 * An e-mail address that, when it must, breaks only after its "@" and before its dots: never at its hyphen
 * ("meridian-/advocates") nor inside a word. Its text, copied, is the address; left to right in either language.
 */
export const EmailAddress = ({ children }: { children: string }) => (
  <span css={address} dir="ltr">
    {children.split(/(?<=@)|(?=\.)/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        <span>{part}</span>
      </Fragment>
    ))}
  </span>
);

/** An e-mail address as a mailto link, left to right in either language; the firm's unless `email` is given. */
export const EmailLink = ({ className, email = siteFacts.email }: { className?: string; email?: string }) => (
  <a className={className} href={`mailto:${email}`} dir="ltr">
    <EmailAddress>{email}</EmailAddress>
  </a>
);
