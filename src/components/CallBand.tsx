import { useUi } from "../i18n/PageLanguage";
import { colors } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { Section } from "./Section";

/** The navy band that closes a page with the call to book: the home page's last section (its own words), and ClosingCallBand's. */
export const CallBand = ({ title, text }: { title: string; text: string }) => (
  <Section id="closing" title={title} tone="navy">
    <p css={{ marginTop: 0, color: colors.onNavyMuted }}>{text}</p>
    <BookCallLink variant="onNavy" withNote />
  </Section>
);

/** The same band in the interface's words: how every page but the home page ends (services, foundation, legal, insights). */
export const ClosingCallBand = () => {
  const { closingTitle, closingText } = useUi().document;
  return <CallBand title={closingTitle} text={closingText} />;
};
