import { home, type HomeServiceCard } from "../../data/home";
import { routes } from "../../lib/routes";
import { gridList } from "../../styles/layout";
import { Section } from "../Section";
import { LinkCard } from "../ui/LinkCard";

const grid = gridList({ tablet: 2 });

/** Cards link to their own service page, or to the full list where the firm has none yet. */
export const homeCardHref = ({ slug }: HomeServiceCard) => (slug ? routes.service(slug) : routes.services);

export const HomeServices = () => (
  <Section id="home-services" title={home.services.title} lead={home.services.lead} tone="sand">
    <ul css={grid} data-testid="home-service-grid">
      {home.services.cards.map((service) => (
        <li key={service.title}>
          <LinkCard to={homeCardHref(service)} title={service.title}>
            <p>{service.text}</p>
          </LinkCard>
        </li>
      ))}
    </ul>
  </Section>
);
