import type { ComponentProps, ComponentType } from "react";
import { Link } from "gatsby";
import type { SharedComponentName } from "../lib/body-components";
import { draftingGuaranteeId, routes } from "../lib/routes";
import { draftingClaim, draftingGuaranteeLinkText, licenceText, siteFacts } from "../site-facts";
import { BookCallLink } from "./BookCallLink";
import { EmailLink } from "./EmailLink";
import { PhoneLink } from "./PhoneLink";

const isExternal = (href = "") => /^https?:\/\//.test(href);

/**
 * What editors may write in MDX beyond Markdown, so that firm facts in prose
 * come from the site facts: exactly the components src/lib/body-components.ts
 * declares for every document (content/README.md lists them all), and the
 * rendering of Markdown's links.
 */
export const mdxComponents = {
  FirmName: () => <>{siteFacts.name}</>,
  FounderName: () => <>{siteFacts.founder.name}</>,
  /** The founder's qualifications as a list, then their licence to practise. */
  FounderQualifications: () => (
    <>
      <ul>
        {siteFacts.founder.qualifications.map((qualification) => (
          <li key={qualification}>{qualification}</li>
        ))}
      </ul>
      <p>{`Licensed as an ${siteFacts.founder.licence.role} by the ${siteFacts.founder.licence.authority}, licence No. ${siteFacts.founder.licence.number}.`}</p>
    </>
  ),
  FirmPhone: () => <PhoneLink />,
  FirmEmail: EmailLink,
  /** Each office's licence and the authority that regulates it: "licence No. …, issued by the … (Dubai office); …". */
  FirmLicence: () => (
    <>{siteFacts.offices.map((office) => `${licenceText(office)} (${office.city} office)`).join("; ")}</>
  ),
  WorkingHours: () => <>{siteFacts.workingHours.label}</>,
  /** "free 60-minute call": the one name of the free call. */
  FreeCall: () => <>{`free ${siteFacts.callMinutes}-minute call`}</>,
  BookACall: () => (
    <p>
      <BookCallLink withNote />
    </p>
  ),
  /** The drafting claim in its one wording (in the terms, beside its definition). */
  DraftingClaim: () => <>{draftingClaim}</>,
  /** The drafting claim in its one wording, with the link to its definition in the terms. */
  DraftingGuarantee: () => (
    <>
      {draftingClaim} (<Link to={routes.draftingGuarantee}>{draftingGuaranteeLinkText.toLowerCase()}</Link>)
    </>
  ),
  /** The heading of the guarantee's definition in the terms: the target of every link to it. */
  DraftingGuaranteeHeading: () => (
    <h2 id={draftingGuaranteeId}>{`The ${siteFacts.claims.draftingHours}-hour drafting guarantee`}</h2>
  ),
  DraftingHours: () => <>{siteFacts.claims.draftingHours}</>,
  DraftingRemedy: () => <>{siteFacts.claims.draftingRemedy}</>,
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
} satisfies Record<SharedComponentName, ComponentType> & { a: ComponentType<ComponentProps<"a">> };
