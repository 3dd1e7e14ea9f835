import { localDate } from "@bazin/shared/domain/club";
import { describe, expect, it } from "vitest";
import { romaniaToday } from "./romania-today.ts";

describe("[REGISTRATION] today's date in Romania without Intl", () => {
  it("agrees with the time zone database (the shared localDate) every hour from 2024 to 2032", () => {
    // localDate's formatter, made once: a new one per call would take half a minute here.
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Bucharest",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    expect(zone.format(new Date("2026-06-01T12:00:00Z"))).toBe(localDate(new Date("2026-06-01T12:00:00Z")));
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2033, 0, 1);
    const differences: string[] = [];
    for (let time = start; time < end; time += 3_600_000) {
      const at = new Date(time);
      if (romaniaToday(at) !== zone.format(at)) differences.push(at.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it("turns the day at local midnight, around both switches", () => {
    // 2026-03-29 is the last Sunday of March: UTC+2 before 01:00 UTC, UTC+3 after.
    expect(romaniaToday(new Date("2026-03-28T21:59:59Z"))).toBe("2026-03-28");
    expect(romaniaToday(new Date("2026-03-28T22:00:00Z"))).toBe("2026-03-29");
    expect(romaniaToday(new Date("2026-07-01T20:59:59Z"))).toBe("2026-07-01");
    expect(romaniaToday(new Date("2026-07-01T21:00:00Z"))).toBe("2026-07-02");
    expect(romaniaToday(new Date("2026-10-24T20:59:59Z"))).toBe("2026-10-24");
    expect(romaniaToday(new Date("2026-10-24T21:00:00Z"))).toBe("2026-10-25");
    expect(romaniaToday(new Date("2026-12-31T21:59:59Z"))).toBe("2026-12-31");
    expect(romaniaToday(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
  });
});
