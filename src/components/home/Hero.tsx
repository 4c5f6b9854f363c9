import { css } from "@emotion/react";
import { home } from "../../data/home";
import { container } from "../../styles/layout";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { BookCallLink } from "../BookCallLink";

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
});

const title = css({
  color: colors.onNavy,
  fontSize: fontSizes.h1,
  maxWidth: "20ch",
  margin: `${space.md} 0`,
  [mq.laptop]: { maxWidth: "22ch" },
});

const lead = css({ fontSize: fontSizes.lead, color: colors.onNavyMuted, maxWidth: "38rem", margin: `0 0 ${space.xl}` });

export const Hero = () => (
  <div css={band}>
    <div css={container}>
      <p css={eyebrow}>{home.hero.eyebrow}</p>
      <h1 css={title}>{home.hero.title}</h1>
      <p css={lead}>{home.hero.lead}</p>
      <BookCallLink variant="onNavy" withNote />
    </div>
  </div>
);
