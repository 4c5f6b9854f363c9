import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { CacheProvider } from "@emotion/react";
import { startConsentWhenIdle } from "./src/consent";
import { endFirstHydration, startFirstHydration } from "./src/lib/first-hydration";
import { listenToServerHtmlLinks, prefetchServerHtmlLinksInView } from "./src/lib/server-html-links";
import { createStyleCache } from "./src/styles/style-cache";
import { wrapWithPageLanguage } from "./src/i18n/wrap-page-element";

/**
 * Hydrates the prerendered page as a transition, so React yields to the browser
 * every few milliseconds instead of hydrating the whole page in one long task
 * (the largest block of main-thread time on a phone). The page is already
 * painted; a click before hydration ends makes React finish it at once, so no
 * input is lost. During this one hydration the parts nobody can act on keep the
 * server's HTML (src/components/ServerHtml.tsx). A page without prerendered
 * markup is rendered, as Gatsby does.
 * Gatsby renders its own widgets with this function too (under `gatsby develop`, the loading
 * indicator, into an empty element it adds to <body> once the page is up), so whether to hydrate
 * is decided by the element given, as Gatsby's own function does: hydrating that empty element was
 * develop's "Hydration failed" error on every page. Gatsby unmounts the first-load indicator with
 * the function returned.
 * (Gatsby's own type for this API still describes React 17's render function.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (container.querySelector("#gatsby-focus-wrapper")?.children.length) {
    startFirstHydration();
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
};

const styleCache = createStyleCache();

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapWithPageLanguage;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={styleCache}>{element}</CacheProvider>
);

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  listenToServerHtmlLinks();
};

// Called from an effect of Gatsby's root component: the first hydration has been committed.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endFirstHydration();
  startConsentWhenIdle();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  prefetchServerHtmlLinksInView();
};
