import { deferredPart } from "./DeferredPart";

/**
 * ClosingCallBand as a deferred part (DeferredPart): the band is server HTML a first visit keeps, so its code is not
 * in the scripts a first visit runs. The pages that end with it and do not otherwise hold its code use this one.
 */
export const DeferredClosingCallBand = deferredPart(
  () => import(/* webpackPrefetch: true */ "./CallBand").then((module) => module.ClosingCallBand),
  process.env.BUILD_STAGE === "build-html" ? require("./CallBand").ClosingCallBand : undefined,
);
