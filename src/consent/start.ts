import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./yield-to-banner.css";
import * as CookieConsent from "vanilla-cookieconsent";
import { consentConfig, ANALYTICS } from "./config";
import { CONSENT_STATE_ATTRIBUTE, type ConsentState } from "./state";
import { createTagManagerLoader, tagManagerId } from "./tag-manager";

/**
 * The consent manager and the tag loader, loaded after the page is interactive
 * (see gatsby-browser.tsx) so they add nothing to the first load.
 */
const tagManager = createTagManagerLoader({
  containerId: tagManagerId(),
  hasAnalyticsConsent: () => CookieConsent.acceptedCategory(ANALYTICS),
  loadScript: (src) => CookieConsent.loadScript(src),
  window,
});

let started: Promise<void> | undefined;

const markState = (state: ConsentState) => document.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, state);

export const startConsent = (): Promise<void> =>
  (started ??= CookieConsent.run(consentConfig({ onConsent: tagManager.sync, onChange: tagManager.sync })).then(
    () => markState("started"),
    (error: unknown) => {
      // A missing translation or a broken configuration: keep it internal, never an uncaught error.
      console.warn("Cookie consent could not start:", error);
      markState("failed");
    },
  ));

/** Reopens the preferences; does nothing where the banner never started (crawlers, automation). */
export const showPreferences = (): void => {
  try {
    CookieConsent.showPreferences();
  } catch {
    // run() bailed out for a bot, so there is nothing to show.
  }
};
