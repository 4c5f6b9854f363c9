import type { HomeSectionProps } from "../../data/home";
import { CallBand } from "../CallBand";

export const ClosingCta = ({ texts: home }: HomeSectionProps) => (
  <CallBand title={home.closing.title} text={home.closing.text} />
);
