import { css } from "@emotion/react";
import { home } from "../../data/home";
import { gridList } from "../../styles/layout";
import { colors, fontSizes, fonts, radii, space } from "../../styles/theme";
import { BookCallLink } from "../BookCallLink";
import { Section } from "../Section";
import { TextLinkAfter } from "../TextLinkAfter";

const list = css(gridList({ laptop: 3 }), { margin: `0 0 ${space.xl}`, counterReset: "step" });

const step = css({
  counterIncrement: "step",
  padding: space.lg,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  "&::before": {
    content: "counter(step)",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "2.5rem",
    height: "2.5rem",
    borderRadius: radii.pill,
    background: colors.navy,
    color: colors.onNavy,
    fontFamily: fonts.serif,
    fontWeight: 700,
    marginBottom: space.sm,
  },
  h3: { fontSize: fontSizes.h3, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted },
});

export const Steps = () => (
  <Section id="steps" title={home.steps.title}>
    <ol css={list}>
      {home.steps.items.map((item) => (
        <li key={item.title} css={step}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {"link" in item && <TextLinkAfter link={item.link} />}
        </li>
      ))}
    </ol>
    <BookCallLink withNote />
  </Section>
);
