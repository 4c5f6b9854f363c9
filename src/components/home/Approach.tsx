import { css } from "@emotion/react";
import { home } from "../../data/home";
import { gridList } from "../../styles/layout";
import { colors, fontSizes, space } from "../../styles/theme";
import { Section } from "../Section";

const grid = css(gridList({ laptop: 3 }, space.xl), {
  h3: { fontSize: fontSizes.h3, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted },
});

export const Approach = () => (
  <Section id="approach" title={home.approach.title}>
    <ul css={grid}>
      {home.approach.items.map(({ title, text }) => (
        <li key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  </Section>
);
