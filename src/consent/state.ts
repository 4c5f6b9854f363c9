/**
 * Set on <html> once the consent manager has run: "started" (banner shown, a stored choice
 * applied, or nothing to do for a crawler) or "failed". Tests wait for it before asserting
 * that nothing loaded; without it, "nothing happened yet" looks the same as "nothing will".
 */
export const CONSENT_STATE_ATTRIBUTE = "data-consent";

export type ConsentState = "started" | "failed";

/**
 * Marks what is fixed to the bottom of the screen (the phone booking bar): it steps aside while the
 * consent banner asks (yield-to-banner.css, loaded with the consent manager), so it never covers it.
 */
export const YIELDS_TO_BANNER_ATTRIBUTE = "data-yields-to-consent-banner";
