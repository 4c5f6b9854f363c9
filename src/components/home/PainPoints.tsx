import { css } from "@emotion/react";
import { home } from "../../data/home";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Section } from "../Section";

const grid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.lg,
  [mq.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [mq.laptop]: { gridTemplateColumns: "repeat(4, 1fr)" },
});

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
