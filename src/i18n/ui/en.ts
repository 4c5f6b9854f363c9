import type { UiStrings } from "../ui-strings";

export const en: UiStrings = {
  skipToContent: "Skip to main content",
  breadcrumbs: { home: "Home", services: "Services" },
  switchLanguage: "Read this page in Arabic",
};
