import type { ComponentType } from "react";
import type { LegalComponentName } from "../lib/body-components";
import { licenceText, siteFacts } from "../site-facts";
import { EmailLink } from "./EmailLink";
import { PhoneLink } from "./PhoneLink";

const { legalEntity, offices, privacy } = siteFacts;

/** Who the controller is, its offices' licences, and how to reach it in writing (PDPL Article 13 asks for the controller's identity). */
export const ControllerDetails = () => (
  <ul>
    <li>
      <strong>Controller:</strong> {legalEntity.name}
    </li>
    {offices.map((office) => (
      <li key={office.city}>
        <strong>{office.city} office:</strong> {licenceText(office)}
      </li>
    ))}
    <li>
      <strong>Address:</strong> {legalEntity.address}
    </li>
    <li>
      <strong>E-mail:</strong> <EmailLink />
    </li>
    <li>
      <strong>Phone:</strong> <PhoneLink />
    </li>
  </ul>
);

/** The firm's statement under PDPL Article 10: its data protection officer, or why it has none. */
export const DataProtectionOfficer = () =>
  privacy.dataProtectionOfficer ? (
    <p>
      Our data protection officer is {privacy.dataProtectionOfficer.name}. You can write to them at{" "}
      <a href={`mailto:${privacy.dataProtectionOfficer.email}`}>{privacy.dataProtectionOfficer.email}</a>.
    </p>
  ) : (
    <p>
      We have not appointed a data protection officer. Article 10 of the PDPL requires one where processing poses a high
      risk to the confidentiality and privacy of personal data (for example through new technologies or the volume of
      data), involves a systematic and comprehensive assessment of sensitive personal data, including profiling and
      automated processing, or involves a large volume of sensitive personal data. We have assessed our processing
      against these cases and concluded that none applies; if that changes, we will appoint one and name them here.
      Until then, requests sent to <EmailLink /> reach the person at the firm responsible for data protection.
    </p>
  );

/** How long each kind of data is kept, from the firm's retention schedule. */
export const RetentionPeriods = () => (
  <ul>
    <li>
      <strong>Booking and call data</strong> of people who do not become clients: {privacy.retention.enquiryMonths}{" "}
      months after the free call, then deleted.
    </li>
    <li>
      <strong>Client files</strong>, including the booking and call data of people who become clients:{" "}
      {privacy.retention.clientFileYears} years after the matter closes, or longer while a law requires it or a claim is
      pending.
    </li>
    <li>
      <strong>Analytics data</strong> (only if you accepted analytics cookies): {privacy.retention.analyticsMonths}{" "}
      months in Google Analytics, after which Google deletes it.
    </li>
    <li>
      <strong>Server logs</strong>: kept by our hosting provider for the period set in its own terms; we do not copy or
      keep them.
    </li>
  </ul>
);

/** The service providers that process visitors' data for the firm, what they do and where the data goes. */
export const Processors = () => (
  <ul>
    {privacy.processors.map((processor) => (
      <li key={processor.name}>
        <strong>{processor.name}</strong> {processor.role}. Data may be processed in {processor.countries}.
      </li>
    ))}
  </ul>
);

/** How long the analytics data is kept, inline. */
export const AnalyticsRetention = () => <>{privacy.retention.analyticsMonths} months</>;

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
