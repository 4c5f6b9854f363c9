/**
 * The interface's words: one dictionary per language (ui/en.ts, ui/ar.ts), both of this
 * type, so a key missing in either fails the typecheck.
 */
export interface UiStrings {
  /** The skip link at the top of every page. */
  skipToContent: string;
  /** The trail above a service or legal document (and its BreadcrumbList). */
  breadcrumbs: { home: string; services: string };
  /** The language switcher: its accessible name ("Read this page in Arabic"). */
  switchLanguage: string;
}
