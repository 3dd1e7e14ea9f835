import { describe, expect, it } from "vitest";
import { clubToday, isDay, shiftAnchor, visibleDays } from "./calendar-dates.ts";

describe("[SWIMMER][SESSIONS] calendar days", () => {
  it("covers a month with whole weeks from Monday", () => {
    const days = visibleDays("month", "2026-03-10");
    expect(days[0]).toBe("2026-02-23");
    expect(days.at(-1)).toBe("2026-04-05");
    expect(days).toHaveLength(42);
  });

  it("shows the week of the anchor, Monday to Sunday, across a month's end", () => {
    expect(visibleDays("week", "2026-04-01")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-04",
      "2026-04-05",
    ]);
  });

  it("steps by month (to its first day) and by week, over a year's end", () => {
    expect(shiftAnchor("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftAnchor("month", "2026-03-31", -1)).toBe("2026-02-01");
    expect(shiftAnchor("week", "2026-12-29", 1)).toBe("2027-01-05");
  });

  it("rejects days that do not exist and takes today in Romania's zone", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("10.03.2026")).toBe(false);
    // 23:30 UTC on 9 March is already 10 March in Bucharest.
    expect(clubToday(new Date("2026-03-09T23:30:00Z"))).toBe("2026-03-10");
  });
});
