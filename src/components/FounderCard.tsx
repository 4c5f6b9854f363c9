import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { mirrorInRtl } from "../styles/direction";
import { colors, fontSizes, fonts, radii, shadows, sizes, space } from "../styles/theme";
import { CoverPicture } from "./CoverPicture";

export interface FounderCardProps {
  portrait: IGatsbyImageData;
  portraitAlt: string;
  /** The home page links to the foundation page; the foundation page does not link to itself. */
  withLink?: boolean;
  /** Above the fold (the foundation page): the portrait loads first. */
  eager?: boolean;
  /** Portrait above the words at every width; else beside them where the card is wide enough. */
  stacked?: boolean;
}

// The card's own width decides its layout (a container query), not the screen's: beside the home page's reasons
// it is a narrow column even on a wide screen.
const card = css({
  containerType: "inline-size",
  padding: space.lg,
  background: colors.paper,
  color: colors.ink,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  borderTop: `6px solid ${colors.gold}`,
});

const layout = css({ display: "grid", gap: space.lg, alignItems: "center" });

// Beside the portrait only where the words keep about 18rem: the name, the title and the link each on one line.
const sideBySide = css({ "@container (min-width: 32rem)": { gridTemplateColumns: "12rem 1fr" } });

const portraitFrame = css({ borderRadius: radii.md, width: "100%" });

// Not a heading: the card sits under the home page's h2 and under the foundation page's h1.
const name = css({ fontFamily: fonts.serif, fontWeight: 700, fontSize: fontSizes.h3, color: colors.navy, margin: 0 });

const facts = css({
  margin: `${space.sm} 0 0`,
  display: "grid",
  gap: space.xxs,
  fontSize: fontSizes.small,
  color: colors.muted,
  listStyle: "none",
  padding: 0,
  li: { maxWidth: sizes.measure },
});

const jobTitle = css({ color: colors.ink, fontWeight: 600, fontSize: fontSizes.body });

/** The founder as the firm's face: portrait (4:5), name, title, licence and languages, from the site facts. */
export const FounderCard = ({
  portrait,
  portraitAlt,
  withLink = false,
  eager = false,
  stacked = false,
}: FounderCardProps) => {
  const founder = useUi().founderCard;
  const localize = useLocalize();
  return (
    <section css={card} aria-label={founder.label}>
      <div css={[layout, !stacked && sideBySide]}>
        <CoverPicture
          image={portrait}
          alt={portraitAlt}
          eager={eager}
          css={[portraitFrame, { maxWidth: stacked ? "none" : "12rem" }]}
        />
        <div>
          <p css={name}>{founder.name}</p>
          <p css={[jobTitle, { margin: `${space.xxs} 0 0` }]}>{founder.jobTitle}</p>
          <ul css={facts}>
            <li>{founder.licence}</li>
            <li>{founder.languages}</li>
          </ul>
          {withLink && (
            <p css={{ margin: `${space.md} 0 0` }}>
              <Link to={localize(routes.foundation)} css={{ color: colors.navy, fontWeight: 600 }}>
                {founder.more} <span css={mirrorInRtl}>→</span>
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
};
