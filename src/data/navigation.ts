import { legalSlugs, routes } from "../lib/routes";

export interface NavLink {
  to: string;
  label: string;
}

/** The header's main navigation (the booking button sits beside it). */
export const mainNavigation: readonly NavLink[] = [
  { to: routes.foundation, label: "Foundation" },
  { to: routes.services, label: "Services" },
];

/** The footer's quick links: the main navigation, then the legal documents. */
export const footerNavigation: readonly NavLink[] = [
  ...mainNavigation,
  { to: routes.legal(legalSlugs.terms), label: "Terms and Conditions" },
  { to: routes.legal(legalSlugs.privacy), label: "Privacy Policy" },
  { to: routes.legal(legalSlugs.cookies), label: "Cookie Policy" },
];
