import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { HomeSectionProps } from "../../data/home";
import { colors, mq, sizes, space } from "../../styles/theme";
import { FounderCard } from "../FounderCard";
import { Section } from "../Section";

const points = css({
  margin: 0,
  paddingInlineStart: space.lg,
  display: "grid",
  gap: space.sm,
  alignContent: "start",
  color: colors.onNavyMuted,
  // On tablets the list has the band's whole width: each reason keeps to a line of reading.
  li: { maxWidth: sizes.measure },
  "li::marker": { color: colors.gold },
});

// The reasons beside the founder's card from laptops up: one column each, so no list splits unevenly.
const reasons = css({
  display: "grid",
  gap: space.xl,
  alignItems: "start",
  [mq.laptop]: { gridTemplateColumns: "1fr minmax(22rem, 28rem)", columnGap: space.xxl },
});

export interface WhyUsProps extends HomeSectionProps {
  /** The founder's portrait (the foundation page's), for the founder's card. */
  founder?: { portrait: IGatsbyImageData; portraitAlt: string };
}

/** Why us: the reasons, beside the founder as the firm's face. */
export const WhyUs = ({ texts: home, founder }: WhyUsProps) => (
  <Section id="why-us" title={home.whyUs.title} tone="navy">
    <div css={reasons}>
      <ul css={points}>
        {home.whyUs.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {founder && <FounderCard portrait={founder.portrait} portraitAlt={founder.portraitAlt} withLink />}
    </div>
  </Section>
);
