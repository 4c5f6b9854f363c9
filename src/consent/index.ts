/**
 * The page's entry to consent: the manager itself is a separate chunk, fetched
 * only after the page has hydrated, so it never delays first paint.
 */
const loadConsent = () => import("./start");

// A chunk that fails to download (offline, blocked) must not become an uncaught error.
const logFailure = (error: unknown) => console.warn("Cookie consent could not load:", error);

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });

/** Downloading the manager and building the banner run as two separate idle tasks, so neither blocks input for long. */
export const startConsentWhenIdle = (): void => {
  void whenIdle()
    .then(loadConsent)
    .then(async (consent) => {
      await whenIdle();
      await consent.startConsent();
    })
    .catch(logFailure);
};

export const openCookieSettings = (): void => {
  void loadConsent()
    .then((consent) => consent.startConsent().then(consent.showPreferences))
    .catch(logFailure);
};
