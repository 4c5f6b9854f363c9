import { css } from "@emotion/react";
import type { HomeSectionProps } from "../../data/home";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Section } from "../Section";
import { ItemList } from "../ui/ItemList";

const item = css({
  padding: space.lg,
  background: colors.paper,
  borderInlineStart: `4px solid ${colors.gold}`,
  borderRadius: radii.md,
  h3: { fontSize: fontSizes.h4 },
  p: { fontSize: fontSizes.small },
});

export const PainPoints = ({ texts: home }: HomeSectionProps) => (
  <Section id="pain-points" title={home.painPoints.title} lead={home.painPoints.lead} tone="sand">
    <ItemList items={home.painPoints.items} columns={{ tablet: 2, laptop: 4 }} itemStyle={item} />
  </Section>
);
