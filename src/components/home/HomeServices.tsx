import type { HomeSectionProps, HomeServiceCard } from "../../data/home";
import { useLocalize } from "../../i18n/PageLanguage";
import { routes } from "../../lib/routes";
import { gridList } from "../../styles/layout";
import { Section } from "../Section";
import { TextLinkAfter } from "../TextLinkAfter";
import { LinkCard } from "../ui/LinkCard";

const grid = gridList({ tablet: 2 });

/** Each card links to the service page that describes it (its path in English). */
export const homeCardHref = ({ slug }: HomeServiceCard) => routes.service(slug);

export const HomeServices = ({ texts: home }: HomeSectionProps) => {
  const localize = useLocalize();
  return (
    <Section id="home-services" title={home.services.title} lead={home.services.lead} tone="sand">
      <ul css={grid} data-testid="home-service-grid">
        {home.services.cards.map((service) => (
          <li key={service.title}>
            <LinkCard to={localize(homeCardHref(service))} title={service.title}>
              <p>{service.text}</p>
              {service.link && <TextLinkAfter link={service.link} />}
            </LinkCard>
          </li>
        ))}
      </ul>
    </Section>
  );
};
