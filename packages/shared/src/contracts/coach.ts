import { z } from "zod";
import { SWIM_EVENTS } from "../domain/training/events.ts";
import { HR_ZONE_FILTERS } from "../domain/training/heart-rate.ts";
import { ATTENDANCE_VALUES } from "../domain/training/session-rules.ts";
import { ZSwimmerGroup } from "./swimmers.ts";

/*
 * The coach dashboard's grid (SPEC §1, §2 Coach; TRAINING.md §6–§7). Coaches and admins:
 *
 *   GET /api/coach/swimmers   → ZCoachSwimmerList
 *
 * A coach gets the advanced swimmers of the groups they coach (the swimmers' policy, TRAINING.md §1); an admin all
 * of them.
 * Attendance counts the sessions of the last ATTENDANCE_WINDOW_DAYS days that have started and were not
 * cancelled; "attended" is present or late, "taken" every attendance recorded.
 */

/** The attendance rate looks back this many days (the swimmer's own dashboard uses the same window). */
export const ATTENDANCE_WINDOW_DAYS = 90;

export const ZCoachSwimmer = z.object({
  /**
   * The advanced swimmer's id (its student's). Coach scope is defined on training profiles (TRAINING.md §1), so
   * every swimmer here has one and its details screen.
   */
  id: z.uuid(),
  fullName: z.string(),
  group: ZSwimmerGroup.nullable(),
  maxHr: z.number().int(),
  /** SPEC §9 zone filter by maximum heart rate. */
  hrZoneFilter: z.enum(HR_ZONE_FILTERS),
  attendance: z.object({
    /** Present or late. */
    attended: z.number().int(),
    /** Every attendance recorded (present, late, absent, injured). */
    taken: z.number().int(),
  }),
  /** The newest session that has started (not cancelled) the swimmer took part in. */
  lastSession: z
    .object({
      id: z.uuid(),
      day: z.string(),
      startTime: z.string(),
      attendance: z.enum(ATTENDANCE_VALUES).nullable(),
    })
    .nullable(),
  /** The newest time that was a personal best when swum. */
  latestPersonalBest: z
    .object({
      event: z.enum(SWIM_EVENTS),
      poolLength: z.number().int(),
      hundredths: z.number().int(),
      swumOn: z.string(),
    })
    .nullable(),
});
export type TCoachSwimmer = z.infer<typeof ZCoachSwimmer>;

export const ZCoachSwimmerList = z.object({
  items: z.array(ZCoachSwimmer),
  /** The first day the attendance counts cover ("YYYY-MM-DD"). */
  attendanceFrom: z.string(),
});
export type TCoachSwimmerList = z.infer<typeof ZCoachSwimmerList>;
