import type { ComponentProps } from "react";
import { siteFacts } from "../site-facts";
import { BookCallLink } from "./BookCallLink";
import { PhoneLink } from "./PhoneLink";

const isExternal = (href = "") => /^https?:\/\//.test(href);

/**
 * What editors may write in MDX beyond Markdown, so that firm facts in prose
 * come from the site facts: <FirmName />, <FirmPhone />, <FounderName />, <BookACall />.
 */
export const mdxComponents = {
  FirmName: () => <>{siteFacts.name}</>,
  FounderName: () => <>{siteFacts.founder.name}</>,
  FirmPhone: () => <PhoneLink />,
  BookACall: () => (
    <p>
      <BookCallLink withNote />
    </p>
  ),
  a: ({ href, children, ...props }: ComponentProps<"a">) =>
    isExternal(href) ? (
      <a href={href} rel="noopener noreferrer" {...props}>
        {children}
      </a>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
};
