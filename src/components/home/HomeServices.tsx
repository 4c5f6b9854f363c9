import type { HomeSectionProps, HomeServiceCard } from "../../data/home";
import { css } from "@emotion/react";
import { useLocalize, useUi } from "../../i18n/PageLanguage";
import { routes } from "../../lib/routes";
import { mirrorInRtl } from "../../styles/direction";
import { gridList } from "../../styles/layout";
import { colors, fontSizes, space } from "../../styles/theme";
import { Section } from "../Section";
import { TextLinkAfter } from "../TextLinkAfter";
import { LineIcon, iconTile } from "../ui/LineIcon";
import { LinkCard } from "../ui/LinkCard";

const grid = gridList({ tablet: 2 });

// The same cue as /services/'s cards: the whole card leads to the service's page.
const more = css({
  marginTop: "auto",
  paddingTop: space.md,
  color: colors.navy,
  fontWeight: 600,
  fontSize: fontSizes.cardText,
});

/** Each card links to the service page that describes it (its path in English). */
export const homeCardHref = ({ slug }: HomeServiceCard) => routes.service(slug);

export const HomeServices = ({ texts: home }: HomeSectionProps) => {
  const localize = useLocalize();
  const { learnMore } = useUi().serviceGrid;
  return (
    <Section id="home-services" title={home.services.title} lead={home.services.lead} tone="sand">
      <ul css={grid} data-testid="home-service-grid">
        {home.services.cards.map((service) => (
          <li key={service.title}>
            <LinkCard
              to={localize(homeCardHref(service))}
              title={service.title}
              picture={<LineIcon icon={service.icon} css={[iconTile, { marginBottom: space.md }]} />}
            >
              <p>{service.text}</p>
              {service.link && <TextLinkAfter link={service.link} />}
              <span css={more} aria-hidden="true">
                {learnMore} <span css={mirrorInRtl}>→</span>
              </span>
            </LinkCard>
          </li>
        ))}
      </ul>
    </Section>
  );
};
