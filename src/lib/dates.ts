import type { Lang } from "../languages";

/**
 * The months as Intl writes them in each language's long dates ("en-US", and "ar-AE" with
 * Western digits, as UAE government sites write dates); __tests__/lib/dates.test.ts holds
 * them to Intl. Written out because a page's first Intl.DateTimeFormat loads the locale's
 * data, a long task on a phone's main thread while the home page hydrates its testimonials
 * (BENCHMARKS.md).
 */
const monthNames: Record<Lang, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ar: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
};

/** The day, month name and year of a date in UTC, the same on the server and in every browser. */
const partsOf = (iso: string, lang: Lang) => {
  const date = new Date(iso);
  return { day: date.getUTCDate(), month: monthNames[lang][date.getUTCMonth()], year: date.getUTCFullYear() };
};

/** "2026-03-04" or an ISO timestamp → "March 4, 2026" in English, «4 مارس 2026» in Arabic. */
export const formatLongDate = (iso: string, lang: Lang): string => {
  const { day, month, year } = partsOf(iso, lang);
  return lang === "ar" ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
};

/** "2026-11-01" → "November 2026" in English, «نوفمبر 2026» in Arabic: when a figure was counted. */
export const formatMonthYear = (iso: string, lang: Lang): string => {
  const { month, year } = partsOf(iso, lang);
  return `${month} ${year}`;
};

/** The machine-readable day for <time dateTime>. */
export const isoDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/**
 * A text's time ranges ("09:00 to 18:00", "09:00 إلى 18:00") joined by no-break spaces, so each stays on one line:
 * a time alone at the start of a line reads as a stray number.
 */
export const unbrokenTimeRanges = (text: string): string =>
  text.replace(/(\d{1,2}:\d{2}) (\S+) (?=\d{1,2}:\d{2})/g, "$1\u00a0$2\u00a0");
