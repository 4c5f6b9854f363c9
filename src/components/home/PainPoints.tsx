import { css } from "@emotion/react";
import { home } from "../../data/home";
import { gridList } from "../../styles/layout";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Section } from "../Section";

const grid = gridList({ tablet: 2, laptop: 4 });

const item = css({
  padding: space.lg,
  background: colors.paper,
  borderLeft: `4px solid ${colors.gold}`,
  borderRadius: radii.md,
  h3: { fontSize: fontSizes.h4, margin: `0 0 ${space.xs}` },
  p: { margin: 0, color: colors.muted, fontSize: fontSizes.small },
});

export const PainPoints = () => (
  <Section id="pain-points" title={home.painPoints.title} lead={home.painPoints.lead} tone="sand">
    <ul css={grid}>
      {home.painPoints.items.map(({ title, text }) => (
        <li key={title} css={item}>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  </Section>
);
