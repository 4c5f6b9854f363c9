import type { GatsbyBrowser } from "gatsby";
import { startConsentWhenIdle } from "./src/consent";

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startConsentWhenIdle();
};
