/**
 * The page's entry to consent: the manager itself is a separate chunk, fetched
 * only after the page has hydrated, so it never delays first paint.
 */
const loadConsent = () => import("./start");

// A chunk that fails to download (offline, blocked) must not become an uncaught error.
const logFailure = (error: unknown) => console.warn("Cookie consent could not load:", error);

export const startConsentWhenIdle = (): void => {
  const start = () =>
    void loadConsent()
      .then((consent) => consent.startConsent())
      .catch(logFailure);
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
};

export const openCookieSettings = (): void => {
  void loadConsent()
    .then((consent) => consent.startConsent().then(consent.showPreferences))
    .catch(logFailure);
};
