import { legalSlugs, routes } from "../lib/routes";
import type { ConsentTexts } from "./texts";

/**
 * The banner and preferences in Arabic (issue 20): site code, not a translation file to fetch, in a chunk
 * of its own that only Arabic pages load (src/consent/config.ts). The banner's
 * description is the one the Arabic cookie policy quotes; the links go to the Arabic policies.
 */
export const arabicConsentTexts: ConsentTexts = {
  banner: {
    title: "نستخدم ملفات تعريف الارتباط",
    description: "يستخدم هذا الموقع ملفات تعريف الارتباط لتحسين تجربة التصفح ولأغراض التحليلات.",
    acceptAll: "قبول الكل",
    necessaryOnly: "الضرورية فقط",
    preferences: "التفضيلات",
  },
  preferences: {
    title: "تفضيلات ملفات تعريف الارتباط",
    close: "إغلاق",
    save: "حفظ التفضيلات",
    necessary: "ملفات تعريف الارتباط الضرورية للغاية",
    necessaryDescription:
      "لازمة لعمل الموقع ولتذكّر اختيارك بشأن ملفات تعريف الارتباط (الملف cc_cookie، ويُحتفظ به 182 يومًا). وهي مفعّلة دائمًا.",
    analytics: "ملفات تعريف الارتباط الخاصة بالتحليلات",
    analyticsDescription:
      "تساعدنا على فهم كيفية استخدام الزوار للموقع، عبر Google Tag Manager. ولا توضع إلا إذا سمحت بها، ويمكنك سحب موافقتك في أي وقت.",
    more: "مزيد من المعلومات",
    moreDescription: `اقرأ <a href="/ar${routes.legal(legalSlugs.cookies)}">سياسة ملفات تعريف الارتباط</a> و<a href="/ar${routes.legal(legalSlugs.privacy)}">سياسة الخصوصية</a>.`,
  },
};
