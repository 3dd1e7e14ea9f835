import type { TPlanInputParsed } from "@bazin/shared/contracts/plans";
import {
  isInsidePlan,
  type PhaseProblem,
  PLAN_LIMITS,
  phaseProblems,
  planWeekCount,
} from "@bazin/shared/domain/training/plan-rules";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Viewer } from "../swimmers/policy.ts";
import { choosableGroupIds, choosableStudentIds } from "./participants.repository.ts";
import type { PlacedWorkout } from "./workouts.repository.ts";

/*
 * The rules a plan's content must pass before a save writes anything (SPEC §4, §9; TRAINING.md §5), with the
 * same shared functions the form runs live. Every problem is a field of the body and a `validation` key; its
 * params let the message name what is wrong (a phase's number and kind, its bounds, a race's name).
 */

export interface PlanProblem {
  /** Path in the request body, e.g. `phases.1.startWeek`. */
  field: string;
  /** A `validation` key. */
  key: string;
  params: Record<string, string | number>;
}

/** What a phase problem says, where: overlaps sit on the later phase, the rest on the phase's end week. */
function phaseProblem(problem: PhaseProblem): PlanProblem {
  if (problem.code === "PHASE_OVERLAP")
    return {
      field: `phases.${problem.other}.startWeek`,
      key: "phaseOverlap",
      params: {
        number: problem.other + 1,
        phase: problem.otherPhase,
        otherNumber: problem.index + 1,
        otherPhase: problem.phase,
      },
    };
  const params = { number: problem.index + 1, phase: problem.phase };
  if (problem.code === "PHASE_DURATION")
    return {
      field: `phases.${problem.index}.endWeek`,
      key: "phaseDuration",
      params: { ...params, weeks: problem.weeks, min: problem.min, max: problem.max },
    };
  return {
    field: `phases.${problem.index}.endWeek`,
    key: "phaseOutsidePlan",
    params: { ...params, weekCount: problem.weekCount },
  };
}

/** A placement as stored before the save, to tell new and moved placements from unchanged ones. */
export interface StoredPlacement {
  workoutId: string;
  day: string;
}

/**
 * Problems of the plan's own content: its length, phases, races inside the plan, placements inside the plan on
 * workouts that exist. An archived workout may not be placed anew (a new placement, or another workout for an
 * existing one); a placement made before it was archived stays, and may move to another day.
 */
export function contentProblems(
  input: TPlanInputParsed,
  workouts: ReadonlyMap<string, PlacedWorkout>,
  stored: ReadonlyMap<string, StoredPlacement>,
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const weekCount = planWeekCount(input.startDate, input.endDate);
  if (weekCount > PLAN_LIMITS.maxWeeks)
    problems.push({ field: "endDate", key: "planTooManyWeeks", params: { max: PLAN_LIMITS.maxWeeks } });
  else problems.push(...phaseProblems(input.phases, weekCount).map(phaseProblem));
  input.races.forEach((race, i) => {
    if (!isInsidePlan(input, race.date))
      problems.push({ field: `races.${i}.date`, key: "raceOutsidePlan", params: { race: race.name } });
  });
  input.placements.forEach((placement, i) => {
    if (!isInsidePlan(input, placement.day))
      problems.push({
        field: `placements.${i}.day`,
        key: "placementOutsidePlan",
        params: { day: placement.day },
      });
    const workout = workouts.get(placement.workoutId);
    const before = placement.id ? stored.get(placement.id) : undefined;
    if (!workout)
      problems.push({ field: `placements.${i}.workoutId`, key: "planWorkoutNotFound", params: {} });
    else if (workout.archivedAt && before?.workoutId !== placement.workoutId)
      problems.push({
        field: `placements.${i}.workoutId`,
        key: "planWorkoutArchived",
        params: { workout: workout.name },
      });
  });
  return problems;
}

/**
 * Problems of the participants: a swimmer added by this save must be an advanced swimmer the caller may see, a
 * group added one the caller may use (a coach: their own groups). Those already in the plan stay, whoever added
 * them, so a coach can save a plan an admin widened.
 */
export async function participantProblems(
  db: Db,
  viewer: Viewer,
  input: Pick<TPlanInputParsed, "studentIds" | "groupIds">,
  stored: { studentIds: readonly string[]; groupIds: readonly string[] },
): Promise<PlanProblem[]> {
  const storedStudents = new Set(stored.studentIds);
  const storedGroups = new Set(stored.groupIds);
  const addedStudents = input.studentIds.filter((id) => !storedStudents.has(id));
  const addedGroups = input.groupIds.filter((id) => !storedGroups.has(id));
  const [students, groups] = await Promise.all([
    choosableStudentIds(db, viewer, addedStudents),
    choosableGroupIds(db, viewer, addedGroups),
  ]);
  const problems: PlanProblem[] = [];
  input.studentIds.forEach((id, i) => {
    if (!storedStudents.has(id) && !students.has(id))
      problems.push({ field: `studentIds.${i}`, key: "planStudentNotAllowed", params: {} });
  });
  input.groupIds.forEach((id, i) => {
    if (!storedGroups.has(id) && !groups.has(id))
      problems.push({ field: `groupIds.${i}`, key: "planGroupNotAllowed", params: {} });
  });
  return problems;
}

/**
 * Throws 400 VALIDATION_ERROR when there are problems: `fields` holds the first key per field; `params` holds
 * the first problem's params at the top and every field's params under `fieldParams`. A key may have a variant
 * `<key>_named` that uses them (i18next context "named"): the answer's message names what is wrong, while a
 * field message translated without params (the form's) reads the plain key.
 */
export function throwIfProblems(problems: readonly PlanProblem[]): void {
  if (problems.length === 0) return;
  const fields: Record<string, string> = {};
  const fieldParams: Record<string, Record<string, string | number>> = {};
  for (const p of problems) {
    if (p.field in fields) continue;
    fields[p.field] = p.key;
    fieldParams[p.field] = p.params;
  }
  throw new AppError(
    "VALIDATION_ERROR",
    400,
    { ...problems[0]!.params, context: "named", fieldParams },
    fields,
  );
}
