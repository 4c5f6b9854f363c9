import type { HomeSectionProps } from "../../data/home";
import { space } from "../../styles/theme";
import { Section } from "../Section";
import { ItemList } from "../ui/ItemList";

export const Approach = ({ texts: home }: HomeSectionProps) => (
  <Section id="approach" title={home.approach.title}>
    <ItemList items={home.approach.items} columns={{ laptop: 3 }} gap={space.xl} />
  </Section>
);
