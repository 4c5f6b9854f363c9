import { css } from "@emotion/react";
import type { HomeSectionProps } from "../../data/home";
import { stepBadge } from "../../styles/layout";
import { colors, space } from "../../styles/theme";
import { Section } from "../Section";
import { ItemList } from "../ui/ItemList";

const list = css({ margin: `0 0 ${space.xl}`, counterReset: "step" });

// A numbered line of steps rather than boxes: a short step leaves no empty card beside a long one.
const step = css({
  counterIncrement: "step",
  paddingTop: space.md,
  borderTop: `3px solid ${colors.gold}`,
  "&::before": { content: "counter(step)", ...stepBadge, marginBottom: space.sm },
});

export const Steps = ({ texts: home }: HomeSectionProps) => (
  <Section id="steps" title={home.steps.title}>
    <ItemList items={home.steps.items} columns={{ laptop: 3 }} ordered itemStyle={step} css={list} />
  </Section>
);
