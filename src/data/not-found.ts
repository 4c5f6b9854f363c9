import type { Lang } from "../languages";

export type NotFoundKind = "service" | "legal" | "page";

/** The not-found page's cards: one for a missing service, one for a missing legal document, one for anything else. */
export type NotFoundTexts = Record<NotFoundKind, { heading: string; text: string }>;

export const notFoundTexts: Record<Lang, NotFoundTexts> = {
  en: {
    service: { heading: "Service Not Found", text: "The requested service could not be found." },
    legal: { heading: "Document Not Found", text: "The requested legal document could not be found." },
    page: { heading: "Page Not Found", text: "The page you are looking for does not exist or has moved." },
  },
  ar: {
    service: { heading: "الخدمة غير موجودة", text: "تعذّر العثور على الخدمة المطلوبة." },
    legal: { heading: "المستند غير موجود", text: "تعذّر العثور على المستند القانوني المطلوب." },
    page: { heading: "الصفحة غير موجودة", text: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر." },
  },
};
