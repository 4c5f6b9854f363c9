import { css } from "@emotion/react";
import type { HomeSectionProps } from "../../data/home";
import { gridList } from "../../styles/layout";
import { colors, fontSizes, fonts, space } from "../../styles/theme";
import { Section } from "../Section";
import { ServerHtml } from "../ServerHtml";
import { TestimonialCarousel } from "../TestimonialCarousel";

// Two figures, two columns: no empty third cell.
const stats = css(gridList({ tablet: 2 }), { margin: `0 0 ${space.md}` });

const value = css({
  display: "block",
  fontFamily: fonts.serif,
  fontWeight: 700,
  fontSize: fontSizes.h1,
  color: colors.navy,
  lineHeight: 1.1,
});

const sources = css({ margin: `0 0 ${space.xl}`, fontSize: fontSizes.small, color: colors.muted });

const note = css({ margin: `${space.md} 0 0`, textAlign: "center", fontSize: fontSizes.small, color: colors.muted });

/** One band of trust: the spec's heading, the figures with their sources, then the clients' words. */
export const TrustedBy = ({ texts: home }: HomeSectionProps) => (
  <Section id="testimonials" title={home.testimonials.title} tone="sand">
    {/* The figures and their sources never change once shown: kept as the server's HTML on first load. */}
    <ServerHtml>
      <ul css={stats}>
        {home.testimonials.stats.map((stat) => (
          <li key={stat.label}>
            <span css={value}>{stat.value}</span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
      <p css={sources}>
        {home.claimSources.clients}{" "}
        <a href={home.claimSources.reviews.href} rel="noopener noreferrer" css={{ color: colors.navy }}>
          {home.claimSources.reviews.text}
        </a>
      </p>
    </ServerHtml>
    <TestimonialCarousel testimonials={home.testimonials.items} label={home.testimonials.label} />
    {home.testimonials.note && <p css={note}>{home.testimonials.note}</p>}
  </Section>
);
