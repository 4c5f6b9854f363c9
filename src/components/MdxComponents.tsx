import type { ComponentProps, ComponentType } from "react";
import { Link } from "gatsby";
import { useDocumentWords, useLocalize, useUi } from "../i18n/PageLanguage";
import type { SharedComponentName } from "../lib/body-components";
import { draftingGuaranteeId, routes } from "../lib/routes";
import { siteFacts } from "../site-facts";
import { BookCallLink } from "./BookCallLink";
import { EmailAddress, EmailLink } from "./EmailLink";
import { Name } from "./Name";
import { PhoneLink } from "./PhoneLink";

/**
 * What editors may write in MDX beyond Markdown, so that firm facts in prose
 * come from the site facts: exactly the components src/lib/body-components.ts
 * declares for every document (content/REFERENCE.md lists them all), and the
 * rendering of Markdown's links. Their words are the page's language's (UiStrings["mdx"]),
 * made from the site facts; names, numbers, the phone and the e-mail stay single.
 */
export const mdxComponents = {
  /** The firm's and the founder's names in the page's language, each kept on one line. */
  FirmName: () => <Name>{useUi().firm.name}</Name>,
  FounderName: () => <Name unbroken>{useUi().firm.founderName}</Name>,
  /** The founder's role in running text, in their grammatical gender: "our founder", «مؤسِّسة المكتب». */
  FounderRole: () => <>{useDocumentWords("mdx").founderRole}</>,
  /** The founder's qualifications as a list, then their licence to practise. */
  FounderQualifications: () => {
    const mdx = useDocumentWords("mdx");
    return (
      <>
        <ul>
          {mdx.founderQualifications.map((qualification) => (
            <li key={qualification}>{qualification}</li>
          ))}
        </ul>
        <p>{mdx.founderLicence}</p>
      </>
    );
  },
  FirmPhone: () => <PhoneLink />,
  FirmEmail: () => <EmailLink />,
  /** Each office's licence and the authority that regulates it: "licence No. …, issued by the … (Dubai office); …". */
  FirmLicence: () => <>{useDocumentWords("mdx").firmLicence}</>,
  WorkingHours: () => <>{useDocumentWords("mdx").workingHours}</>,
  /** "free 60-minute call" («مكالمة مجانية مدتها 60 دقيقة»): the one name of the free call. */
  FreeCall: () => <>{useDocumentWords("mdx").freeCall}</>,
  BookACall: () => (
    <p>
      <BookCallLink withNote />
    </p>
  ),
  /** The drafting claim in its one wording (in the terms, beside its definition). */
  DraftingClaim: () => <>{useDocumentWords("mdx").draftingClaim}</>,
  /** The drafting claim in its one wording, with the link to its definition in the terms (in the page's language). */
  DraftingGuarantee: () => {
    const mdx = useDocumentWords("mdx");
    const localize = useLocalize();
    return (
      <>
        {mdx.draftingClaim} ({mdx.draftingConditions}:{" "}
        <Link to={localize(routes.draftingGuarantee)}>{mdx.guaranteeLink}</Link>)
      </>
    );
  },
  /** The heading of the guarantee's definition in the terms: the target of every link to it. */
  DraftingGuaranteeHeading: () => <h2 id={draftingGuaranteeId}>{useDocumentWords("mdx").guaranteeHeading}</h2>,
  DraftingHours: () => <>{siteFacts.claims.draftingHours}</>,
  DraftingRemedy: () => <>{useDocumentWords("mdx").draftingRemedy}</>,
  // The build let through only links that stay on the site or lead to another one (src/content-pipeline/body-policy.ts):
  // a path of the site starts with one "/", "#" or "?"; another site's page opens without telling it where from.
  a: ({ href, children, ...props }: ComponentProps<"a">) =>
    /^[#?]|^\/(?![/\\])/.test((href ?? "").replace(/[\t\n\r]/g, "")) ? (
      <a href={href} {...props}>
        {children}
      </a>
    ) : (
      <a href={href} rel="noopener noreferrer" {...props}>
        {/* An address written as a link's own text breaks as the firm's does. */}
        {typeof children === "string" && href === `mailto:${children}` ? (
          <EmailAddress>{children}</EmailAddress>
        ) : (
          children
        )}
      </a>
    ),
} satisfies Record<SharedComponentName, ComponentType> & { a: ComponentType<ComponentProps<"a">> };
