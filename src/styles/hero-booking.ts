/**
 * On phones the booking bar repeats the home page's own Book A Call: while the hero's button is on screen the bar
 * is hidden, by CSS alone (global-css.ts). These attributes mark the two for that stylesheet.
 */
export const HERO_BOOKING_ATTRIBUTE = "data-hero-booking";
export const BOOKING_BAR_ATTRIBUTE = "data-booking-bar";
