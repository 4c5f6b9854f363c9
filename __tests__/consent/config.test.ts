import type { Translation } from "vanilla-cookieconsent";
import { consentConfig, consentTexts, parentDomains } from "../../src/consent/config";

const config = consentConfig({ onConsent: jest.fn(), onChange: jest.fn() });
// Inline texts, not a URL or loader function (checked below).
const en = config.language.translations.en as Translation;

describe("cookie consent configuration", () => {
  it("is opt-in, with revision 0 set explicitly, and hides from bots", () => {
    expect(config.mode).toBe("opt-in");
    expect(config.revision).toBe(0);
    expect(config.hideFromBots).toBe(true);
    expect(config.autoShow).toBe(true);
  });

  it("stores consent in cc_cookie for 182 days, path /, SameSite Lax, secure on https", () => {
    expect(config.cookie).toEqual({
      name: "cc_cookie",
      expiresAfterDays: 182,
      path: "/",
      sameSite: "Lax",
      secure: true,
      useLocalStorage: false,
    });
  });

  it("has a read-only necessary category and an analytics category", () => {
    expect(Object.keys(config.categories)).toEqual(["necessary", "analytics"]);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
  });

  it("withdrawing analytics clears GA4's _ga and _ga_<id> cookies, not the consent cookie, then reloads", () => {
    const autoClear = config.categories.analytics.autoClear!;
    expect(config.autoClearCookies).toBe(true);
    expect(autoClear.reloadPage).toBe(true);
    const pattern = autoClear.cookies![0].name as RegExp;
    expect(["_ga", "_ga_AB12CD34"].every((name) => pattern.test(name))).toBe(true);
    expect(["cc_cookie", "session", "ga"].some((name) => pattern.test(name))).toBe(false);
  });

  it("clears them on the registrable domain too, as GA4 sets them there", () => {
    const onWww = consentConfig({ onConsent: jest.fn(), onChange: jest.fn() }, "www.firm.co.ae");
    expect(onWww.categories.analytics.autoClear!.cookies!.map((cookie) => cookie.domain)).toEqual([
      undefined,
      "firm.co.ae",
      "co.ae",
    ]);
    expect(parentDomains("localhost")).toEqual([]);
    expect(parentDomains("firm.ae")).toEqual([]);
    expect(parentDomains("a.b.firm.ae")).toEqual(["b.firm.ae", "firm.ae"]);
  });

  it("shows the banner as a box at the bottom right and the preferences on the right", () => {
    expect(config.guiOptions?.consentModal).toMatchObject({ layout: "box", position: "bottom right" });
    expect(config.guiOptions?.preferencesModal).toMatchObject({ layout: "bar", position: "right" });
  });

  it("speaks English from inline texts and Arabic from its own code chunk, so no translation file is fetched", () => {
    expect(config.language.default).toBe("en");
    expect(Object.keys(config.language.translations)).toEqual(["en", "ar"]);
    expect(Object.values(config.language.translations).map((texts) => typeof texts)).toEqual(["object", "function"]);
  });

  it("has the specification's banner texts", () => {
    expect(en.consentModal).toEqual({
      title: "We use cookies",
      description: "This site uses cookies to improve your browsing experience and for analytics.",
      acceptAllBtn: "Accept all",
      acceptNecessaryBtn: "Necessary only",
      showPreferencesBtn: "Preferences",
    });
  });

  it("has the specification's preferences texts, with Close as the close button's name", () => {
    expect(en.preferencesModal).toMatchObject({
      title: "Cookie preferences",
      closeIconLabel: "Close",
      acceptAllBtn: "Accept all",
      acceptNecessaryBtn: "Necessary only",
      savePreferencesBtn: "Save preferences",
    });
    expect(en.preferencesModal.sections.slice(0, 2).map((section) => [section.title, section.linkedCategory])).toEqual([
      ["Necessary cookies", "necessary"],
      ["Analytics cookies", "analytics"],
    ]);
    expect(consentTexts.preferences.necessaryDescription).toContain("cc_cookie");
  });

  it("follows the page's language: English at the bottom right, Arabic right to left at the bottom left", () => {
    expect(config.language.autoDetect).toBe("document");
    expect(config.language.rtl).toEqual(["ar"]);
    expect(config.guiOptions?.consentModal?.position).toBe("bottom right");
    expect(config.guiOptions?.preferencesModal?.position).toBe("right");
    const onArabicPage = consentConfig({ onConsent: jest.fn(), onChange: jest.fn() }, "www.firm.ae", "ar");
    expect(onArabicPage.guiOptions?.consentModal?.position).toBe("bottom left");
    expect(onArabicPage.guiOptions?.preferencesModal?.position).toBe("left");
  });

  it("has the whole banner and preferences in Arabic, from the site's own code, with the Arabic policies' links", async () => {
    const ar = await (config.language.translations.ar as () => Promise<Translation>)();
    expect(ar.consentModal).toMatchObject({ acceptAllBtn: "قبول الكل", acceptNecessaryBtn: "الضرورية فقط" });
    // The Arabic cookie policy quotes the banner's description.
    expect(ar.consentModal.description).toContain("لتحسين تجربة التصفح ولأغراض التحليلات");
    expect(ar.preferencesModal.sections.map((section) => section.linkedCategory)).toEqual(
      en.preferencesModal.sections.map((section) => section.linkedCategory),
    );
    expect(ar.preferencesModal.sections[2].description).toMatch(/href="\/ar\/legal\/cookie-policy\/"/);
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
    const englishWords = strings({
      ...ar.consentModal,
      ...ar.preferencesModal,
      sections: ar.preferencesModal.sections.map(({ title, description }) => [title, description]),
    })
      .join(" ")
      .replace(/<a href="[^"]*">|<\/a>|cc_cookie|Google Tag Manager/g, "")
      .match(/[A-Za-z]{2,}/g);
    expect(englishWords).toBeNull();
  });
});
