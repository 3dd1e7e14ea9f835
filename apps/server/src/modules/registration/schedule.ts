import type { TRegistrationRequest } from "@bazin/shared/contracts/registration";
import { ageGroupOf } from "@bazin/shared/domain/club";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findInstructors, findSlots, type InstructorRow, type SlotRow } from "./repository.ts";

/** One chosen slot with the instructor chosen for its day. */
export interface ResolvedChoice {
  slot: SlotRow;
  instructor: InstructorRow;
}

/** A 400 with the contract's field shape: `fields.choices` names what is wrong with the schedule. */
export function scheduleError(key: string) {
  return new AppError("VALIDATION_ERROR", 400, {}, { choices: key });
}

/**
 * Checks the wizard's step 3 against the club's schedule (spec §2 step 3, §5): every slot exists, is offered
 * and is for the applicant's age group on `today`; each day's instructor teaches that day; one instructor per
 * day. Returns the choices in weekday and time order.
 */
export async function resolveChoices(
  db: Db,
  input: Pick<TRegistrationRequest, "choices" | "birthDate">,
  today: string,
): Promise<ResolvedChoice[]> {
  const slotIds = input.choices.map((c) => c.slotId);
  if (new Set(slotIds).size !== slotIds.length) throw scheduleError("invalid");
  const slots = new Map((await findSlots(db, slotIds)).map((s) => [s.id, s]));
  const instructors = new Map(
    (await findInstructors(db, [...new Set(input.choices.map((c) => c.instructorId))])).map((i) => [i.id, i]),
  );
  const ageGroup = ageGroupOf(input.birthDate, today);
  const instructorOfDay = new Map<number, string>();
  const resolved: ResolvedChoice[] = [];
  for (const choice of input.choices) {
    const slot = slots.get(choice.slotId);
    if (!slot?.active) throw scheduleError("slotUnavailable");
    if (slot.ageGroup !== ageGroup) throw scheduleError("slotAgeGroup");
    const instructor = instructors.get(choice.instructorId);
    if (!instructor?.active || !instructor.weekdays.includes(slot.weekday)) {
      throw scheduleError("instructorUnavailable");
    }
    const sameDay = instructorOfDay.get(slot.weekday);
    if (sameDay && sameDay !== instructor.id) throw scheduleError("instructorSameDay");
    instructorOfDay.set(slot.weekday, instructor.id);
    resolved.push({ slot, instructor });
  }
  return resolved.sort(
    (a, b) => a.slot.weekday - b.slot.weekday || a.slot.startTime.localeCompare(b.slot.startTime),
  );
}

/** Slots still offered when their rows are locked for the submit (an admin may have retired one meanwhile). */
export function assertStillOffered(locked: readonly SlotRow[], chosen: readonly ResolvedChoice[]) {
  const byId = new Map(locked.map((s) => [s.id, s]));
  for (const { slot } of chosen) {
    const now = byId.get(slot.id);
    if (!now?.active || now.ageGroup !== slot.ageGroup) throw scheduleError("slotUnavailable");
  }
}
