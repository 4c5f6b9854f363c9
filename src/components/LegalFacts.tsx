import type { ComponentType } from "react";
import { fillIn } from "../i18n/fill-in";
import { useDocumentWords } from "../i18n/PageLanguage";
import type { LegalComponentName } from "../lib/body-components";
import { siteFacts } from "../site-facts";
import { EmailLink } from "./EmailLink";
import { PhoneLink } from "./PhoneLink";

const { privacy } = siteFacts;

/** Who the controller is, its offices' licences, and how to reach it in writing (PDPL Article 13 asks for the controller's identity). */
export const ControllerDetails = () => {
  const legal = useDocumentWords("legal");
  return (
    <ul>
      <li>
        <strong>{legal.controller}</strong> <bdi>{legal.entityName}</bdi>
      </li>
      {legal.offices.map((office) => (
        <li key={office.label}>
          <strong>{office.label}</strong> {office.licence}
        </li>
      ))}
      <li>
        <strong>{legal.address}</strong> <bdi>{legal.entityAddress}</bdi>
      </li>
      <li>
        <strong>{legal.email}</strong> <EmailLink />
      </li>
      <li>
        <strong>{legal.phone}</strong> <PhoneLink />
      </li>
    </ul>
  );
};

/** The firm's statement under PDPL Article 10: its data protection officer, or why it has none. */
export const DataProtectionOfficer = () => {
  const legal = useDocumentWords("legal");
  const officer = privacy.dataProtectionOfficer;
  return officer ? (
    <p>
      {fillIn(legal.dpoNamed, {
        name: <bdi>{officer.name}</bdi>,
        email: <EmailLink email={officer.email} />,
      })}
    </p>
  ) : (
    <p>{fillIn(legal.dpoNone, { email: <EmailLink /> })}</p>
  );
};

/** How long each kind of data is kept, from the firm's retention schedule. */
export const RetentionPeriods = () => (
  <ul>
    {useDocumentWords("legal").retention.map(({ label, text }) => (
      <li key={label}>
        <strong>{label}</strong>
        {text}
      </li>
    ))}
  </ul>
);

/** The service providers that process visitors' data for the firm, what they do and where the data goes. */
export const Processors = () => (
  <ul>
    {useDocumentWords("legal").processors.map((processor) => (
      <li key={processor.name}>
        <strong dir="auto">{processor.name}</strong> {processor.text}
      </li>
    ))}
  </ul>
);

/** How long the analytics data is kept, inline. */
export const AnalyticsRetention = () => <>{useDocumentWords("legal").analyticsRetention}</>;

/**
 * The MDX components only the legal documents use (declared in src/lib/body-components.ts):
 * LegalArticle provides them, so the other pages' shared bundle does not carry them.
 */
export const legalMdxComponents = {
  ControllerDetails,
  DataProtectionOfficer,
  RetentionPeriods,
  AnalyticsRetention,
  Processors,
} satisfies Record<LegalComponentName, ComponentType>;
