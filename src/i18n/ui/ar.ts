import type { UiStrings } from "../ui-strings";

export const ar: UiStrings = {
  skipToContent: "انتقل إلى المحتوى الرئيسي",
  breadcrumbs: { home: "الرئيسية", services: "الخدمات" },
  switchLanguage: "اقرأ هذه الصفحة بالإنجليزية",
};
