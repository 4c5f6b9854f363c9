import { siteFacts } from "../site-facts";

/** The container to load: GATSBY_GTM_ID at build time, else the site facts. */
export const tagManagerId = (): string => process.env.GATSBY_GTM_ID || siteFacts.tagManagerId;

export const tagManagerUrl = (id: string = tagManagerId()) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export interface TagManagerDeps {
  hasAnalyticsConsent: () => boolean;
  loadScript: (src: string) => Promise<unknown>;
  window: Window;
}

/**
 * Loads Google Tag Manager once, and only while the visitor's consent includes
 * analytics. Called on every consent event; withdrawing consent later tells the
 * loaded tags to stop storing analytics data, without a reload.
 */
export const createTagManagerLoader = ({ hasAnalyticsConsent, loadScript, window: win }: TagManagerDeps) => {
  let loaded = false;
  const dataLayer = () => (win.dataLayer = win.dataLayer ?? []);
  // gtag() pushes its `arguments` object: Google's consent commands must be in that shape.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer().push(arguments);
  }

  return {
    sync(): void {
      const granted = hasAnalyticsConsent();
      if (loaded) {
        gtag("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
        return;
      }
      if (!granted) return;
      loaded = true;
      gtag("consent", "default", {
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      });
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      void loadScript(tagManagerUrl());
    },
    get loaded() {
      return loaded;
    },
  };
};
