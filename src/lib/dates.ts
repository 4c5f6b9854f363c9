import { languageFacts, type Lang } from "../i18n/languages";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape, made on first use (each page formats in its one language). */
const formatter = (lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${lang}:${Object.keys(options).join()}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(languageFacts[lang].dateLocale, { ...options, timeZone: "UTC" });
    formatters.set(key, made);
  }
  return made;
};

/**
 * "2026-03-04" or an ISO timestamp → "March 4, 2026" in English, «4 مارس 2026» in Arabic (Western digits,
 * as UAE government sites write dates), the same on the server and in every browser.
 */
export const formatLongDate = (iso: string, lang: Lang): string =>
  formatter(lang, { year: "numeric", month: "long", day: "numeric" }).format(new Date(iso));

/** "2026-11-01" → "November 2026" in English, «نوفمبر 2026» in Arabic: when a figure was counted. */
export const formatMonthYear = (iso: string, lang: Lang): string =>
  formatter(lang, { year: "numeric", month: "long" }).format(new Date(iso));

/** The machine-readable day for <time dateTime>. */
export const isoDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);
