import { formatLongDate, formatMonthYear, isoDay, unbrokenTimeRanges } from "../../src/lib/dates";

describe("formatLongDate", () => {
  it("writes a long US English date", () => {
    expect(formatLongDate("2026-03-04", "en")).toBe("March 4, 2026");
    expect(formatLongDate("2026-11-01T00:00:00.000Z", "en")).toBe("November 1, 2026");
  });
  it("does not shift the day with the reader's time zone", () => {
    expect(formatLongDate("2026-12-31T00:00:00.000Z", "en")).toBe("December 31, 2026");
    expect(isoDay("2026-12-31T00:00:00.000Z")).toBe("2026-12-31");
  });
});

describe("dates on Arabic pages", () => {
  it("writes an Arabic long date with Western digits, as UAE government sites do", () => {
    expect(formatLongDate("2026-11-25", "ar")).toBe("25 نوفمبر 2026");
    expect(formatLongDate("2026-03-04T00:00:00.000Z", "ar")).toBe("4 مارس 2026");
    expect(formatLongDate("2026-12-31T00:00:00.000Z", "ar")).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it("writes the month a figure was counted in", () => {
    expect(formatMonthYear("2026-11-01", "ar")).toBe("نوفمبر 2026");
    expect(formatMonthYear("2026-11-01", "en")).toBe("November 2026");
  });
});

describe("the written-out month names", () => {
  // What Intl writes for each language: the table in src/lib/dates.ts must agree with it.
  const intlLocale = { en: "en-US", ar: "ar-AE-u-nu-latn" } as const;
  const days = Array.from({ length: 12 }, (_, month) => [1, 9, 28].map((day) => new Date(Date.UTC(2026, month, day))));

  it.each(Object.entries(intlLocale))("agree with Intl in %s on every month", (lang, locale) => {
    const long = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const monthYear = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" });
    for (const date of days.flat()) {
      const iso = date.toISOString();
      expect(formatLongDate(iso, lang as keyof typeof intlLocale)).toBe(long.format(date));
      expect(formatMonthYear(iso, lang as keyof typeof intlLocale)).toBe(monthYear.format(date));
    }
  });
});

describe("unbrokenTimeRanges", () => {
  it("joins each time range with no-break spaces, in both languages, and leaves the rest of the text alone", () => {
    expect(unbrokenTimeRanges("Monday to Friday, 09:00 to 18:00")).toBe("Monday to Friday, 09:00\u00a0to\u00a018:00");
    expect(unbrokenTimeRanges("من الاثنين إلى الجمعة، من 09:00 إلى 18:00")).toBe(
      "من الاثنين إلى الجمعة، من 09:00\u00a0إلى\u00a018:00",
    );
  });
});
