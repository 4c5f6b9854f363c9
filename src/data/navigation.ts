import type { NavigationLabels } from "./ui-strings";
import { legalSlugs, routes } from "../lib/routes";

/** A link of the site's navigation: its path in English and which of the dictionary's labels it shows (UiStrings["navigation"]). */
export interface NavLink {
  to: string;
  label: keyof NavigationLabels;
}

/** The header's main navigation (the booking button sits beside it). */
export const mainNavigation: readonly NavLink[] = [
  { to: routes.foundation, label: "foundation" },
  { to: routes.services, label: "services" },
  { to: routes.insights, label: "insights" },
];

/** The footer's quick links: the main navigation, then the legal documents. */
export const footerNavigation: readonly NavLink[] = [
  ...mainNavigation,
  { to: routes.legal(legalSlugs.terms), label: "terms" },
  { to: routes.legal(legalSlugs.privacy), label: "privacy" },
  { to: routes.legal(legalSlugs.cookies), label: "cookies" },
];
