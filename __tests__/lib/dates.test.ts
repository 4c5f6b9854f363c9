import { formatLongDate, formatMonthYear, isoDay } from "../../src/lib/dates";

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
