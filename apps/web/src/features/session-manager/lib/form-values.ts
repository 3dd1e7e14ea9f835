import type { TSession, TSessionInput } from "@bazin/shared/contracts/sessions";

/** The session form's values: what the contract takes, with names kept for the chosen options. */
export interface SessionFormValues {
  day: string;
  startTime: string;
  durationMinutes: number;
  poolLength: 25 | 50;
  coachId: string;
  workoutId: string | null;
  planId: string | null;
  title: string;
  notes: string;
  studentIds: string[];
  groupIds: string[];
}

/** A new session's defaults (17:00, an hour and a half, 25 m) or a saved session's values. */
export function formValuesOf(
  session: TSession | null,
  defaults: { day: string; coachId: string },
): SessionFormValues {
  if (!session)
    return {
      day: defaults.day,
      startTime: "17:00",
      durationMinutes: 90,
      poolLength: 25,
      coachId: defaults.coachId,
      workoutId: null,
      planId: null,
      title: "",
      notes: "",
      studentIds: [],
      groupIds: [],
    };
  return {
    day: session.day,
    startTime: session.startTime.slice(0, 5),
    durationMinutes: session.durationMinutes,
    poolLength: session.poolLength === 50 ? 50 : 25,
    coachId: session.coach?.id ?? defaults.coachId,
    workoutId: session.workout?.id ?? null,
    planId: session.plan?.id ?? null,
    title: session.title,
    notes: session.notes,
    studentIds: session.participants.map((p) => p.student.id),
    groupIds: [],
  };
}

/** The request body of the values (the server resolves the groups to their members). */
export const sessionBodyOf = (values: SessionFormValues): TSessionInput => ({ ...values });
