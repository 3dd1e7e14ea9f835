import { describe, expect, it } from "vitest";
import { CLUB_FIXTURE } from "../testing.ts";
import { addressLine, formatWeekdays, groupSummary, scheduleByDay } from "./club-format.ts";

const NAMES = ["", "Luni", "Marți", "Miercuri", "Joi", "Vineri", "Sâmbătă", "Duminică"];
const name = (day: number) => NAMES[day]!;

describe("club formatting", () => {
  it("says a run of three or more days as a range and other days as a list", () => {
    expect(formatWeekdays([1, 2, 3, 4, 5], name)).toBe("Luni – Vineri");
    expect(formatWeekdays([4, 2], name)).toBe("Marți, Joi");
    expect(formatWeekdays([1, 3, 5], name)).toBe("Luni, Miercuri, Vineri");
    expect(formatWeekdays([1, 2, 3, 6, 7], name)).toBe("Luni – Miercuri, Sâmbătă, Duminică");
  });

  it("lays the slots out by day, Monday first, children's and adults' times sorted", () => {
    expect(scheduleByDay([...CLUB_FIXTURE.slots].reverse())).toEqual([
      { weekday: 1, times: { children: ["16:30", "17:30"], adults: [] } },
      { weekday: 2, times: { children: ["15:30"], adults: ["19:30"] } },
    ]);
  });

  it("sums up an age group: its days and the largest group", () => {
    expect(groupSummary(CLUB_FIXTURE.slots, "children")).toEqual({
      weekdays: [1, 2],
      capacity: 12,
      count: 3,
    });
    expect(groupSummary(CLUB_FIXTURE.slots, "adults")).toEqual({ weekdays: [2], capacity: 10, count: 1 });
    expect(groupSummary([], "adults")).toEqual({ weekdays: [], capacity: 0, count: 0 });
  });

  it("writes the address on one line", () => {
    expect(addressLine(CLUB_FIXTURE.profile, (county) => `județul ${county}`)).toBe(
      "Strada Sportului nr. 4, 725200 Fălticeni, județul Suceava",
    );
  });
});
