import { css } from "@emotion/react";
import type { HomeSectionProps } from "../../data/home";
import { HERO_BOOKING_ATTRIBUTE } from "../../styles/hero-booking";
import { container, splitHero } from "../../styles/layout";
import { colors, fontSizes, fonts, mq, radii, shadows, sizes, space } from "../../styles/theme";
import { BookCallLink } from "../BookCallLink";
import { TextLinkAfter } from "../TextLinkAfter";

const band = css({
  background: `linear-gradient(135deg, ${colors.navyDeep} 0%, ${colors.navy} 60%, ${colors.navySoft} 100%)`,
  color: colors.onNavy,
  padding: `${space.section} 0`,
});

const eyebrow = css({
  color: colors.gold,
  fontSize: fontSizes.small,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  margin: 0,
  // Arabic script has no capitals, and spacing its letters apart breaks their joins.
  "&:lang(ar)": { letterSpacing: "normal", textTransform: "none" },
});

const title = css({
  color: colors.onNavy,
  fontSize: fontSizes.h1,
  maxWidth: "20ch",
  margin: `${space.md} 0`,
  [mq.laptop]: { maxWidth: "22ch" },
});

// A summary of the claims beside the headline; on phones the sections below carry them.
const trustCard = css({
  display: "none",
  [mq.laptop]: { display: "block" },
  padding: space.xl,
  background: colors.paper,
  color: colors.ink,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  borderTop: `6px solid ${colors.gold}`,
});

const rating = css({ fontFamily: fonts.serif, fontSize: fontSizes.h1, color: colors.navy, lineHeight: 1, margin: 0 });

const facts = css({
  listStyle: "none",
  margin: `${space.lg} 0 0`,
  padding: `${space.md} 0 0`,
  borderTop: `1px solid ${colors.line}`,
  display: "grid",
  gap: space.xs,
  li: { paddingInlineStart: space.lg, position: "relative" },
  "li::before": { content: '"✓"', position: "absolute", insetInlineStart: 0, color: colors.goldDeep, fontWeight: 700 },
});

const lead = css({
  fontSize: fontSizes.lead,
  color: colors.onNavyMuted,
  maxWidth: sizes.measure,
  margin: `0 0 ${space.sm}`,
});

// On phones, where the trust card is hidden, the rating sits under the button.
const phoneRating = css({
  margin: `${space.md} 0 0`,
  fontSize: fontSizes.small,
  color: colors.onNavyMuted,
  [mq.laptop]: { display: "none" },
});

export const Hero = ({ texts: home }: HomeSectionProps) => (
  <div css={band}>
    <div css={[container, splitHero]}>
      <div>
        <p css={eyebrow}>{home.hero.eyebrow}</p>
        <h1 css={title}>{home.hero.title}</h1>
        <p css={lead}>{home.hero.lead}</p>
        <p css={{ margin: `0 0 ${space.xl}`, color: colors.onNavyMuted, maxWidth: sizes.measure }}>
          <TextLinkAfter link={home.hero.titleLink} tone="navy" />
        </p>
        {/* While it is on screen, the phone booking bar does not repeat it (global-css.ts). */}
        <div {...{ [HERO_BOOKING_ATTRIBUTE]: "" }}>
          <BookCallLink variant="onNavy" withNote />
        </div>
        <p css={phoneRating}>
          <span css={{ color: colors.gold }} aria-hidden="true">
            ★{" "}
          </span>
          {home.hero.trust.rating} {home.hero.trust.reviews}
        </p>
      </div>
      <aside css={trustCard} aria-label={home.hero.trust.label}>
        <p css={rating}>{home.hero.trust.rating}</p>
        <p css={{ margin: `${space.xs} 0 0`, color: colors.muted }}>{home.hero.trust.reviews}</p>
        <p css={{ margin: `${space.xs} 0 0` }}>
          <a href={home.claimSources.reviews.href} rel="noopener noreferrer" css={{ color: colors.navy }}>
            {home.claimSources.reviews.text}
          </a>
        </p>
        <ul css={facts}>
          {home.hero.trust.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </aside>
    </div>
  </div>
);
