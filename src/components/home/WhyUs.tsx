import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { HomeSectionProps } from "../../data/home";
import { FounderCard } from "../FounderCard";
import { gridList } from "../../styles/layout";
import { colors, focusRing, fontSizes, fonts, mq, space } from "../../styles/theme";
import { Section } from "../Section";
import { TextLinkAfter } from "../TextLinkAfter";

const stats = css(gridList({ tablet: 3 }), { margin: `0 0 ${space.xl}` });

const value = css({
  display: "block",
  fontFamily: fonts.serif,
  fontSize: fontSizes.h1,
  color: colors.gold,
  lineHeight: 1.1,
});

const sources = css({
  margin: `0 0 ${space.xl}`,
  fontSize: fontSizes.small,
  color: colors.onNavyMuted,
  a: { color: colors.onNavy, "&:focus-visible": focusRing(colors.focusOnNavy) },
});

const points = css({
  margin: 0,
  paddingInlineStart: space.lg,
  display: "grid",
  gap: space.sm,
  alignContent: "start",
  color: colors.onNavyMuted,
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

export const WhyUs = ({ texts: home, founder }: WhyUsProps) => (
  <Section id="why-us" title={home.whyUs.title} tone="navy">
    <ul css={stats}>
      {home.whyUs.stats.map((stat) => (
        <li key={stat.label}>
          <span css={value}>{stat.value}</span>
          <span>{stat.label}</span>
          {stat.link && (
            <span css={{ display: "block" }}>
              <TextLinkAfter link={stat.link} tone="navy" />
            </span>
          )}
        </li>
      ))}
    </ul>
    <p css={sources}>
      {home.claimSources.clients}{" "}
      <a href={home.claimSources.reviews.href} rel="noopener noreferrer">
        {home.claimSources.reviews.text}
      </a>
    </p>
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
