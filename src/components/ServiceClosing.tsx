import { ClosingCallBand } from "./CallBand";
import { LatestInsights, type LatestInsightsProps } from "./LatestInsights";
import { RelatedServices } from "./RelatedServices";
import type { ServiceCardData } from "./ServiceGrid";

interface ServiceClosingProps extends LatestInsightsProps {
  related: readonly ServiceCardData[];
}

/** What follows a service's article: the latest updates on its topic, related services and the call to book. */
export const ServiceClosing = ({ topic, insights, related }: ServiceClosingProps) => {
  return (
    <>
      <LatestInsights topic={topic} insights={insights} />
      <RelatedServices services={related} />
      <ClosingCallBand />
    </>
  );
};
