/*
 * How the public pages word the club's facts (weekdays, timetable, address): the web pages and the server's
 * pre-rendered page bodies (apps/server/src/modules/seo) say them the same way.
 */

import type { TClubProfile, TScheduleSlot } from "../contracts/club.ts";
import type { AgeGroup } from "./club.ts";

/**
 * Weekdays as people say them: a run of three or more days as "Monday – Friday", anything else as a list
 * ("Tuesday, Thursday"). `name` gives a day's name (1 Monday … 7 Sunday).
 */
export function formatWeekdays(days: readonly number[], name: (day: number) => string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0]!)} – ${name(run.at(-1)!)}`] : run.map((day) => name(day)),
    )
    .join(", ");
}

export interface DaySchedule {
  weekday: number;
  times: Record<AgeGroup, string[]>;
}

/** The week's timetable: each day that has courses, with its start times per age group, Monday first. */
export function scheduleByDay(slots: readonly TScheduleSlot[]): DaySchedule[] {
  const days = new Map<number, DaySchedule>();
  for (const slot of slots) {
    const day = days.get(slot.weekday) ?? { weekday: slot.weekday, times: { children: [], adults: [] } };
    day.times[slot.ageGroup].push(slot.startTime);
    days.set(slot.weekday, day);
  }
  for (const day of days.values()) {
    day.times.children.sort();
    day.times.adults.sort();
  }
  return [...days.values()].sort((a, b) => a.weekday - b.weekday);
}

/** The days an age group has courses, and the largest group size. */
export function groupSummary(slots: readonly TScheduleSlot[], group: AgeGroup) {
  const mine = slots.filter((slot) => slot.ageGroup === group);
  return {
    weekdays: [...new Set(mine.map((slot) => slot.weekday))].sort((a, b) => a - b),
    capacity: mine.length ? Math.max(...mine.map((slot) => slot.capacity)) : 0,
    count: mine.length,
  };
}

/** "Strada Sportului nr. 4, 725200 Fălticeni, județul Suceava" — the address on one line. */
export function addressLine(profile: TClubProfile, countyLabel: (county: string) => string): string {
  return `${profile.street}, ${profile.postalCode} ${profile.locality}, ${countyLabel(profile.county)}`;
}
