import type { RaceType } from "@bazin/shared/domain/training/plan-rules";
import type { PhaseValue } from "../lib/calendar.ts";
import type { PlacedWorkout } from "../lib/form-values.ts";

/** A key race as the calendar marks it on its day. */
export interface CalendarRace {
  name: string;
  date: string;
  type: RaceType;
}

/** A placed workout as the calendar shows it. */
export interface CalendarPlacement {
  key: string;
  day: string;
  workout: PlacedWorkout;
}

/** What a plan calendar shows, and on an editable plan how it changes. */
export interface PlanCalendarProps {
  startDate: string;
  endDate: string;
  phases: readonly PhaseValue[];
  races: readonly CalendarRace[];
  placements: readonly CalendarPlacement[];
  /** What is wrong with each phase (by index), said at its band. */
  phaseMessages?: ReadonlyMap<number, string[]>;
  /** Absent on a read-only calendar. */
  edit?: CalendarEditing;
}

/** The changes an editable calendar makes. */
export interface CalendarEditing {
  onPhasesChange: (phases: PhaseValue[]) => void;
  onAddWorkout: (day: string) => void;
  onMoveRequest: (key: string) => void;
  onMoveTo: (key: string, day: string) => void;
  onRemove: (key: string) => void;
}

/** One empty list for every day without races or workouts, so unchanged days skip re-rendering. */
export const NONE: readonly never[] = [];
