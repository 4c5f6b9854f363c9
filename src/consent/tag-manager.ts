import { siteFacts } from "../site-facts";

/** The build's settings for the tag manager (Gatsby inlines GATSBY_* variables into the browser bundle). */
export interface TagManagerEnv {
  GATSBY_GTM_ID?: string;
  /** "true" on deploy previews, which never load the tag manager. */
  GATSBY_DEPLOY_PREVIEW?: string;
}

// Each variable written out in full: Gatsby replaces exactly `process.env.GATSBY_…` in the browser bundle.
const buildEnv = (): TagManagerEnv => ({
  GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
  GATSBY_DEPLOY_PREVIEW: process.env.GATSBY_DEPLOY_PREVIEW,
});

/** The container to load: GATSBY_GTM_ID, else the site facts; none on a deploy preview. */
export const tagManagerId = (env: TagManagerEnv = buildEnv()): string | undefined =>
  env.GATSBY_DEPLOY_PREVIEW === "true" ? undefined : env.GATSBY_GTM_ID?.trim() || siteFacts.tagManagerId;

export const tagManagerUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

type DataLayer = unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

export interface TagManagerDeps {
  /** The container; without one (deploy previews) nothing is ever loaded. */
  containerId: string | undefined;
  hasAnalyticsConsent: () => boolean;
  loadScript: (src: string) => Promise<unknown>;
  window: Window;
}

/**
 * Loads Google Tag Manager once, and only while the visitor's consent includes
 * analytics. Called on every consent event; on withdrawal it tells the loaded tags
 * to stop storing analytics data at once, before the consent manager clears the
 * analytics cookies and reloads the page without the tag (see config.ts).
 */
export const createTagManagerLoader = ({
  containerId,
  hasAnalyticsConsent,
  loadScript,
  window: win,
}: TagManagerDeps) => {
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
      if (!granted || !containerId) return;
      loaded = true;
      gtag("consent", "default", {
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      });
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      void loadScript(tagManagerUrl(containerId));
    },
    get loaded() {
      return loaded;
    },
  };
};
