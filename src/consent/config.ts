import type { CookieConsentConfig } from "vanilla-cookieconsent";
import { legalSlugs, routes } from "../lib/routes";
import type { ConsentTexts } from "./texts";

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
} as const satisfies ConsentTexts;

/** vanilla-cookieconsent's texts for one language. */
export const translation = (texts: ConsentTexts) => ({
  consentModal: {
    title: texts.banner.title,
    description: texts.banner.description,
    acceptAllBtn: texts.banner.acceptAll,
    acceptNecessaryBtn: texts.banner.necessaryOnly,
    showPreferencesBtn: texts.banner.preferences,
  },
  preferencesModal: {
    title: texts.preferences.title,
    closeIconLabel: texts.preferences.close,
    acceptAllBtn: texts.banner.acceptAll,
    acceptNecessaryBtn: texts.banner.necessaryOnly,
    savePreferencesBtn: texts.preferences.save,
    sections: [
      {
        title: texts.preferences.necessary,
        description: texts.preferences.necessaryDescription,
        linkedCategory: "necessary",
      },
      {
        title: texts.preferences.analytics,
        description: texts.preferences.analyticsDescription,
        linkedCategory: ANALYTICS,
      },
      { title: texts.preferences.more, description: texts.preferences.moreDescription },
    ],
  },
});

/** Whether the page is in a right-to-left language: its banner then sits on the left, mirrored. */
const isRightToLeft = (lang: string) => /^ar\b/i.test(lang);

interface Callbacks {
  onConsent: () => void;
  onChange: () => void;
}

export const consentConfig = (
  { onConsent, onChange }: Callbacks,
  hostname: string = typeof location === "undefined" ? "" : location.hostname,
  lang: string = typeof document === "undefined" ? "en" : document.documentElement.lang,
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
    consentModal: {
      layout: "box",
      position: isRightToLeft(lang) ? "bottom left" : "bottom right",
      equalWeightButtons: true,
      flipButtons: false,
    },
    // Only the "bar" layout can sit on a side.
    preferencesModal: {
      layout: "bar",
      position: isRightToLeft(lang) ? "left" : "right",
      equalWeightButtons: true,
      flipButtons: false,
    },
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
    // The page's own language (<html lang>): an Arabic page gets the Arabic banner, right to left.
    autoDetect: "document",
    rtl: ["ar"],
    translations: {
      en: translation(consentTexts),
      // Its own chunk, so English pages download none of it; Arabic pages import it when the banner starts.
      ar: () => import("./arabic-texts").then(({ arabicConsentTexts }) => translation(arabicConsentTexts)),
    },
  },
  onConsent,
  onChange,
});
