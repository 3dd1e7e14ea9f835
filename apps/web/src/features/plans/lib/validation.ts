import {
  type TPlanInputParsed,
  type TRecoveryConflict,
  ZPlanInput,
  ZRecoveryConflict,
} from "@bazin/shared/contracts/plans";
import { isInsidePlan, PLAN_LIMITS, planWeekCount } from "@bazin/shared/domain/training/plan-rules";
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, Resolver } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "../../../lib/api-error.ts";
import { type PlanFormValues, toPlanInput } from "./form-values.ts";

/*
 * The plan form's checks: the contract's schema (the server runs the same), plus the rules that need the
 * plan's dates: key races and placed workouts lie inside the plan. Phase rules are checked live by
 * `phaseProblems`, not here.
 */

/** Form errors keyed by path ("name", "races.0.date"), each a `validation` key. */
function issuesOf(values: PlanFormValues): { errors: Record<string, FieldError>; data?: TPlanInputParsed } {
  const parsed = ZPlanInput.safeParse(toPlanInput(values));
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: "validation", message };
  };
  if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.join("."), issue.message);
  const { startDate, endDate } = values;
  if (
    startDate &&
    endDate &&
    startDate <= endDate &&
    planWeekCount(startDate, endDate) > PLAN_LIMITS.maxWeeks
  )
    add("endDate", "planTooManyWeeks");
  if (startDate && endDate && startDate <= endDate) {
    values.races.forEach((race, index) => {
      if (race.date && !isInsidePlan({ startDate, endDate }, race.date))
        add(`races.${index}.date`, "raceOutsidePlan");
    });
    // The calendar offers to remove them (see CalendarSection); the save waits until they are gone.
    if (values.placements.some((p) => !isInsidePlan({ startDate, endDate }, p.day)))
      add("placements", "placementOutsidePlan");
  }
  return { errors, data: parsed.success ? parsed.data : undefined };
}

/** react-hook-form's resolver for the plan form: the contract's parse of the values the API will get. */
export const planResolver: Resolver<PlanFormValues, unknown, TPlanInputParsed> = (
  values,
  _context,
  options,
) => {
  const { errors, data } = issuesOf(values);
  if (data && Object.keys(errors).length === 0) return { values: data, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** The server's field errors of a failed save, split: those of a phase (shown at its band) and the others. */
export function splitFieldErrors(error: unknown): {
  phases: Map<number, string[]>;
  fields: [string, string][];
} {
  const phases = new Map<number, string[]>();
  const fields: [string, string][] = [];
  if (!(error instanceof ApiError)) return { phases, fields };
  for (const [path, key] of Object.entries(error.fields)) {
    const phase = /^phases\.(\d+)/.exec(path);
    if (phase) {
      const index = Number(phase[1]);
      phases.set(index, [...(phases.get(index) ?? []), key]);
    } else fields.push([path, key]);
  }
  return { phases, fields };
}

/** The conflicts of a 409 RECOVERY_CONFLICT answer, or null for any other failure. */
export function recoveryConflictsOf(error: unknown): TRecoveryConflict[] | null {
  if (!(error instanceof ApiError) || error.code !== "RECOVERY_CONFLICT") return null;
  const parsed = z.array(ZRecoveryConflict).safeParse(error.params.conflicts);
  return parsed.success ? parsed.data : [];
}
