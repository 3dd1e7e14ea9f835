import type { TPlan, TPlanInput, TPlanPlacement } from "@bazin/shared/contracts/plans";
import type { TWorkoutSummary } from "@bazin/shared/contracts/workouts";
import type { PlanStatus, RaceType } from "@bazin/shared/domain/training/plan-rules";
import type { WorkoutType } from "@bazin/shared/domain/training/workout-taxonomy";
import { type PhaseValue, peakZoneOf } from "./calendar.ts";

/** What a placed workout's chip shows: kept beside the placement, the API takes only the id. */
export interface PlacedWorkout {
  id: string;
  name: string;
  type: WorkoutType;
  totalDistanceMetres: number;
  peakZone: number;
}

/** A workout on a day of the calendar. `key` names it on screen (a new one has no id until saved). */
export interface PlacementValue {
  key: string;
  id?: string;
  workoutId: string;
  day: string;
  notes: string;
  workout: PlacedWorkout;
}

export interface RaceValue {
  name: string;
  date: string;
  type: RaceType;
  description: string;
}

/** The plan form's values: the contract's input, with "" for a missing day and each placement's workout. */
export interface PlanFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  status: PlanStatus;
  goals: string[];
  studentIds: string[];
  groupIds: string[];
  phases: PhaseValue[];
  races: RaceValue[];
  placements: PlacementValue[];
}

let lastKey = 0;
/** A key for a placement made in this browser (saved ones are keyed by their id). */
export const newPlacementKey = () => `new-${++lastKey}`;

/** A placed workout's chip from a library search's summary. */
export function placedWorkoutOf(w: TWorkoutSummary): PlacedWorkout {
  return {
    id: w.id,
    name: w.name,
    type: w.type,
    totalDistanceMetres: w.totalDistanceMetres,
    peakZone: peakZoneOf(w.zoneMetres),
  };
}

const placementOf = (p: TPlanPlacement): PlacementValue => ({
  key: p.id,
  id: p.id,
  workoutId: p.workout.id,
  day: p.day,
  notes: p.notes,
  workout: {
    id: p.workout.id,
    name: p.workout.name,
    type: p.workout.type,
    totalDistanceMetres: p.workout.totalDistanceMetres,
    peakZone: p.workout.peakZone,
  },
});

/** A new plan: a draft without dates, phases or participants. */
export const emptyPlanValues = (): PlanFormValues => ({
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  status: "draft",
  goals: [],
  studentIds: [],
  groupIds: [],
  phases: [],
  races: [],
  placements: [],
});

/** The form's start on a saved plan: what the server holds now. */
export function planValuesOf(plan: TPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    startDate: plan.startDate,
    endDate: plan.endDate,
    status: plan.status,
    goals: [...plan.goals],
    studentIds: plan.students.map((s) => s.id),
    groupIds: plan.groups.map((g) => g.id),
    phases: plan.phases.map((p) => ({ ...p })),
    races: plan.races.map(({ name, date, type, description }) => ({ name, date, type, description })),
    placements: plan.placements.map(placementOf),
  };
}

/** What the API takes: blank goals left out, placements without what only the screen needs. */
export function toPlanInput(values: PlanFormValues): TPlanInput {
  return {
    name: values.name,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    status: values.status,
    goals: values.goals.map((g) => g.trim()).filter(Boolean),
    studentIds: values.studentIds,
    groupIds: values.groupIds,
    phases: values.phases.map(({ phase, startWeek, endWeek, notes }) => ({
      phase,
      startWeek,
      endWeek,
      notes,
    })),
    races: values.races,
    placements: values.placements.map(({ id, workoutId, day, notes }) => ({
      ...(id ? { id } : {}),
      workoutId,
      day,
      notes,
    })),
  };
}

/** The statuses the form offers: the plan's own and the moves the server allows; a new plan starts as either. */
export function statusChoices(plan: Pick<TPlan, "status" | "nextStatuses"> | undefined): PlanStatus[] {
  return plan ? [plan.status, ...plan.nextStatuses.filter((s) => s !== plan.status)] : ["draft", "active"];
}
