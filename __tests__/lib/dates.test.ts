import { formatLongDate, isoDay } from "../../src/lib/dates";

describe("formatLongDate", () => {
  it("writes a long US English date", () => {
    expect(formatLongDate("2026-03-04")).toBe("March 4, 2026");
    expect(formatLongDate("2026-11-01T00:00:00.000Z")).toBe("November 1, 2026");
  });
  it("does not shift the day with the reader's time zone", () => {
    expect(formatLongDate("2026-12-31T00:00:00.000Z")).toBe("December 31, 2026");
    expect(isoDay("2026-12-31T00:00:00.000Z")).toBe("2026-12-31");
  });
});
