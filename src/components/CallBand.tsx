import { colors } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { Section } from "./Section";

/** The navy band that closes a page with the call to book: the home page's last section, and a service page's. */
export const CallBand = ({ title, text }: { title: string; text: string }) => (
  <Section id="closing" title={title} tone="navy">
    <p css={{ marginTop: 0, color: colors.onNavyMuted }}>{text}</p>
    <BookCallLink variant="onNavy" withNote />
  </Section>
);
