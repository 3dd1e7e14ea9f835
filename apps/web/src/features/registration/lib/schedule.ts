import type { TInstructor, TScheduleSlot } from "@bazin/shared/contracts/club";
import type { AgeGroup } from "@bazin/shared/domain/club";
import type { ScheduleChoice } from "./wizard-values.ts";

/*
 * Step 3's model: the slots offered to the applicant's age group, grouped by weekday, and the choices as the
 * contract wants them ([{ slotId, instructorId }]) with one instructor for every slot of a day.
 */

export interface ScheduleDay {
  weekday: number;
  slots: TScheduleSlot[];
  instructors: TInstructor[];
}

/** "16:30" + 60 minutes → "17:30". */
export function endTime(slot: Pick<TScheduleSlot, "startTime" | "durationMinutes">): string {
  const [h, m] = slot.startTime.split(":").map(Number) as [number, number];
  const total = (h * 60 + m + slot.durationMinutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The days with slots for the age group, Monday first, each with its slots by time and its instructors. */
export function scheduleDays(
  slots: TScheduleSlot[],
  instructors: TInstructor[],
  group: AgeGroup,
): ScheduleDay[] {
  const byDay = new Map<number, TScheduleSlot[]>();
  for (const slot of slots) {
    if (slot.ageGroup !== group) continue;
    byDay.set(slot.weekday, [...(byDay.get(slot.weekday) ?? []), slot]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekday, daySlots]) => ({
      weekday,
      slots: daySlots.sort((a, b) => a.startTime.localeCompare(b.startTime)),
      instructors: instructors.filter((i) => i.weekdays.includes(weekday)),
    }));
}

/** The instructor chosen for a day ("" when none yet). */
export function dayInstructor(choices: ScheduleChoice[], day: ScheduleDay): string {
  const ids = new Set(day.slots.map((s) => s.id));
  return choices.find((c) => ids.has(c.slotId) && c.instructorId)?.instructorId ?? "";
}

/** Adds or removes a slot. A new slot takes its day's instructor, or the only one teaching that day. */
export function toggleSlot(choices: ScheduleChoice[], day: ScheduleDay, slotId: string): ScheduleChoice[] {
  if (choices.some((c) => c.slotId === slotId)) return choices.filter((c) => c.slotId !== slotId);
  const only = day.instructors.length === 1 ? day.instructors[0]!.id : "";
  return [...choices, { slotId, instructorId: dayInstructor(choices, day) || only }];
}

/** Sets one instructor on every chosen slot of the day. */
export function chooseInstructor(
  choices: ScheduleChoice[],
  day: ScheduleDay,
  instructorId: string,
): ScheduleChoice[] {
  const ids = new Set(day.slots.map((s) => s.id));
  return choices.map((c) => (ids.has(c.slotId) ? { ...c, instructorId } : c));
}

/** Drops choices of slots no longer offered (another age group after a birth date change, a removed slot). */
export function offeredOnly(choices: ScheduleChoice[], days: ScheduleDay[]): ScheduleChoice[] {
  const offered = new Set(days.flatMap((d) => d.slots.map((s) => s.id)));
  return choices.filter((c) => offered.has(c.slotId));
}

/** Chosen slots that have no place left, by the latest availability figures. */
export function fullChoices(
  choices: ScheduleChoice[],
  slots: TScheduleSlot[],
  available: ReadonlyMap<string, number>,
): TScheduleSlot[] {
  return choices
    .map((c) => slots.find((s) => s.id === c.slotId))
    .filter((slot): slot is TScheduleSlot => slot !== undefined && (available.get(slot.id) ?? 1) <= 0);
}
