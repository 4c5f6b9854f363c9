/**
 * Set on <html> once the consent manager has run: "started" (banner shown, a stored choice
 * applied, or nothing to do for a crawler) or "failed". Tests wait for it before asserting
 * that nothing loaded; without it, "nothing happened yet" looks the same as "nothing will".
 */
export const CONSENT_STATE_ATTRIBUTE = "data-consent";

export type ConsentState = "started" | "failed";
