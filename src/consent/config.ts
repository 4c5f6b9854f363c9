import type { CookieConsentConfig } from "vanilla-cookieconsent";
import { legalSlugs, routes } from "../lib/routes";

/** The consent constants of the specification (section 9), in one place that tests read. */
export const CONSENT_COOKIE = {
  name: "cc_cookie",
  expiresAfterDays: 182,
  path: "/",
  sameSite: "Lax",
  secure: true,
  useLocalStorage: false,
} as const;

export const CONSENT_REVISION = 0;

export const ANALYTICS = "analytics";

export const consentTexts = {
  banner: {
    title: "We use cookies",
    description: "This site uses cookies to improve your browsing experience and for analytics.",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    preferences: "Preferences",
  },
  preferences: {
    title: "Cookie preferences",
    close: "Close",
    save: "Save preferences",
    necessary: "Necessary cookies",
    necessaryDescription:
      "Needed for the site to work and to remember your cookie choice (the cc_cookie cookie, kept for 182 days). They are always on.",
    analytics: "Analytics cookies",
    analyticsDescription:
      "Help us understand how visitors use the site, through Google Tag Manager. They are set only if you allow them, and you can withdraw at any time.",
    more: "More information",
    moreDescription: `Read our <a href="${routes.legal(legalSlugs.cookies)}">Cookie Policy</a> and <a href="${routes.legal(legalSlugs.privacy)}">Privacy Policy</a>.`,
  },
} as const;

interface Callbacks {
  onConsent: () => void;
  onChange: () => void;
}

export const consentConfig = ({ onConsent, onChange }: Callbacks): CookieConsentConfig => ({
  mode: "opt-in",
  // Set explicitly: a numeric revision turns on the check, so a record with another revision asks again.
  revision: CONSENT_REVISION,
  autoShow: true,
  // Crawlers and automation never see the banner; the browser tests override navigator.webdriver instead.
  hideFromBots: true,
  disablePageInteraction: false,
  cookie: { ...CONSENT_COOKIE },
  guiOptions: {
    consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true, flipButtons: false },
    // Only the "bar" layout can sit on the right.
    preferencesModal: { layout: "bar", position: "right", equalWeightButtons: true, flipButtons: false },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    [ANALYTICS]: {},
  },
  language: {
    default: "en",
    translations: {
      en: {
        consentModal: {
          title: consentTexts.banner.title,
          description: consentTexts.banner.description,
          acceptAllBtn: consentTexts.banner.acceptAll,
          acceptNecessaryBtn: consentTexts.banner.necessaryOnly,
          showPreferencesBtn: consentTexts.banner.preferences,
        },
        preferencesModal: {
          title: consentTexts.preferences.title,
          closeIconLabel: consentTexts.preferences.close,
          acceptAllBtn: consentTexts.banner.acceptAll,
          acceptNecessaryBtn: consentTexts.banner.necessaryOnly,
          savePreferencesBtn: consentTexts.preferences.save,
          sections: [
            {
              title: consentTexts.preferences.necessary,
              description: consentTexts.preferences.necessaryDescription,
              linkedCategory: "necessary",
            },
            {
              title: consentTexts.preferences.analytics,
              description: consentTexts.preferences.analyticsDescription,
              linkedCategory: ANALYTICS,
            },
            { title: consentTexts.preferences.more, description: consentTexts.preferences.moreDescription },
          ],
        },
      },
    },
  },
  onConsent,
  onChange,
});
