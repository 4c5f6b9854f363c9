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

/** Google Analytics 4's cookies: `_ga` and `_ga_<container>`. */
export const ANALYTICS_COOKIES = /^_ga/;

/**
 * The domains an analytics cookie may sit on for this host. GA4 writes its cookies
 * on the registrable domain (firm.ae for www.firm.ae, firm.co.ae for www.firm.co.ae),
 * which needs the public-suffix list to name; so every parent domain is listed, as GA4
 * itself tries them. Deleting a cookie on a domain that has none does nothing.
 */
export const parentDomains = (hostname: string): string[] => {
  const labels = hostname.split(".");
  return labels.slice(1, -1).map((_, i) => labels.slice(i + 1).join("."));
};

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

export const consentConfig = (
  { onConsent, onChange }: Callbacks,
  hostname: string = typeof location === "undefined" ? "" : location.hostname,
): CookieConsentConfig => ({
  mode: "opt-in",
  // Set explicitly: a numeric revision turns on the check, so a record with another revision asks again.
  revision: CONSENT_REVISION,
  autoShow: true,
  // Crawlers and automation never see the banner; the browser tests override navigator.webdriver instead.
  hideFromBots: true,
  disablePageInteraction: false,
  autoClearCookies: true,
  cookie: { ...CONSENT_COOKIE },
  guiOptions: {
    consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true, flipButtons: false },
    // Only the "bar" layout can sit on the right.
    preferencesModal: { layout: "bar", position: "right", equalWeightButtons: true, flipButtons: false },
  },
  categories: {
    necessary: { enabled: true, readOnly: true },
    [ANALYTICS]: {
      // Withdrawing analytics deletes GA4's cookies (on this host and on its parent domains),
      // then reloads the page: a loaded tag manager cannot be unloaded, so only a reload stops it.
      autoClear: {
        cookies: [
          { name: ANALYTICS_COOKIES },
          ...parentDomains(hostname).map((domain) => ({ name: ANALYTICS_COOKIES, domain })),
        ],
        reloadPage: true,
      },
    },
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
