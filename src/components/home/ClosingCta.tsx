import type { HomeSectionProps } from "../../data/home";
import { colors } from "../../styles/theme";
import { BookCallLink } from "../BookCallLink";
import { Section } from "../Section";

export const ClosingCta = ({ texts: home }: HomeSectionProps) => (
  <Section id="closing" title={home.closing.title} tone="navy">
    <p css={{ marginTop: 0, color: colors.onNavyMuted }}>{home.closing.text}</p>
    <BookCallLink variant="onNavy" withNote />
  </Section>
);
