const longUsDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-03-04" or an ISO timestamp → "March 4, 2026", the same on the server and in every browser. */
export const formatLongDate = (iso: string): string => longUsDate.format(new Date(iso));

/** The machine-readable day for <time dateTime>. */
export const isoDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);
