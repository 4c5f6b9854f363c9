import { useUi } from "../i18n/PageLanguage";
import { Section } from "./Section";
import { ServiceGrid, type ServiceCardData } from "./ServiceGrid";

/** "Related services" at the end of a service page: the editor's choice, else the same practice area's. */
export const RelatedServices = ({ services }: { services: readonly ServiceCardData[] }) => {
  const { relatedServices } = useUi().document;
  if (services.length === 0) return null;
  return (
    <Section id="related-services" title={relatedServices} tone="sand">
      <ServiceGrid services={services} columns={{ tablet: 2, laptop: 3 }} testId="related-services" />
    </Section>
  );
};
