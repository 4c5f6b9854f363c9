import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { startConsentWhenIdle } from "./src/consent";

/**
 * Hydrates the prerendered page as a transition, so React yields to the browser
 * every few milliseconds instead of hydrating the whole page in one long task
 * (the largest block of main-thread time on a phone). The page is already
 * painted; a click before hydration ends makes React finish it at once, so no
 * input is lost. A page without prerendered markup is rendered, as Gatsby does.
 * (Gatsby's own type for this API still describes React 17's render function.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (document.getElementById("gatsby-focus-wrapper")?.children.length) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startConsentWhenIdle();
};
