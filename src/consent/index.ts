/**
 * The page's entry to consent: the manager itself is a separate chunk, fetched
 * only after the page has hydrated, so it never delays first paint.
 */
const loadConsent = () => import("./start");

export const startConsentWhenIdle = (): void => {
  const start = () => void loadConsent().then((consent) => consent.startConsent());
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
};

export const openCookieSettings = (): void => {
  void loadConsent().then((consent) => consent.startConsent().then(consent.showPreferences));
};
