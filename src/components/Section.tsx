import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { container, section } from "../styles/layout";
import { colors, fontSizes, sizes, space } from "../styles/theme";

type Tone = "paper" | "sand" | "navy";

const tones: Record<Tone, ReturnType<typeof css>> = {
  paper: css({ background: colors.paper }),
  sand: css({ background: colors.sand }),
  navy: css({
    background: colors.navy,
    color: colors.onNavy,
    "h2, h3": { color: colors.onNavy },
  }),
};

const heading = css({ fontSize: fontSizes.h2, margin: 0 });
// Running text in a band wider than a line of reading (a step, a card beside the founder's) keeps to the measure.
const content = css({ marginTop: space.xl, p: { maxWidth: sizes.measure } });
const leadStyle = css({ fontSize: fontSizes.lead, margin: `${space.sm} 0 0`, maxWidth: sizes.sectionLead });

interface Props {
  id: string;
  title: string;
  lead?: string;
  tone?: Tone;
  children: ReactNode;
}

/** A home-page band: a heading that labels the section, an optional lead, then the content. */
export const Section = ({ id, title, lead, tone = "paper", children }: Props) => (
  <section css={[tones[tone], section]} aria-labelledby={id}>
    <div css={container}>
      <h2 id={id} css={heading}>
        {title}
      </h2>
      {lead && <p css={[leadStyle, { color: tone === "navy" ? colors.onNavyMuted : colors.muted }]}>{lead}</p>}
      <div css={content}>{children}</div>
    </div>
  </section>
);
