import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { TextLink } from "../data/home";
import { useLocalize } from "../i18n/PageLanguage";
import { colors, focusRing, fontSizes, sizes, space } from "../styles/theme";

const base = css({
  display: "inline-block",
  marginTop: space.xs,
  fontWeight: 700,
  textUnderlineOffset: 3,
  // Above a card's stretched title link, so both stay clickable.
  position: "relative",
  zIndex: 1,
});

const tones = {
  paper: css({ color: colors.navy, "&:focus-visible": focusRing() }),
  navy: css({ color: colors.onNavy, "&:focus-visible": focusRing(colors.focusOnNavy) }),
};

// Smaller than the paragraph it sits in, so its own measure (in its own ems), not the paragraph's.
const leadStyle = css({ display: "block", marginTop: space.xs, fontSize: fontSizes.small, maxWidth: sizes.measure });

/**
 * The link that follows a line of home-page text, such as the drafting claim's link to its definition
 * (in the page's language), after the words it completes, when it has some (the guarantee's conditions).
 */
export const TextLinkAfter = ({ link, tone = "paper" }: { link: TextLink; tone?: keyof typeof tones }) => (
  <>
    {link.lead && <span css={leadStyle}>{link.lead}</span>}
    <Link to={useLocalize()(link.to)} css={[base, tones[tone]]}>
      {link.text}
    </Link>
  </>
);
