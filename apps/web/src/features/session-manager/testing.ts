import type { TSession, TSessionSummary } from "@bazin/shared/contracts/sessions";

/*
 * Fixtures of the session manager's tests: the week of Monday 2 March 2026, a coach (signed in), one swimmer,
 * a planned session on Tuesday 17:00 and one on Thursday.
 */

export const WEEK = "2026-03-02";
export const COACH_ID = "3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d";
export const IOANA_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";
export const MIHAI_ID = "1c7a4d2f-3b5e-4d9c-8f0a-2b3c4d5e6f7a";
export const SESSION_ID = "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
export const THURSDAY_ID = "8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a";
export const AEROBIC_ID = "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
export const SPRINT_ID = "2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b";
export const PLAN_ID = "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

const stamp = "2026-02-20T10:00:00.000+02:00";
const coach = { id: COACH_ID, fullName: "Antrenor Demo" };
const workout = {
  id: AEROBIC_ID,
  name: "Aerob 3000",
  type: "endurance" as const,
  totalDistanceMetres: 3000,
  estimatedSeconds: 3600,
  peakZone: 2,
};

export const ME = {
  user: {
    id: COACH_ID,
    username: "coach",
    firstName: "Antrenor",
    lastName: "Demo",
    email: null,
    phone: null,
    role: "coach",
  },
  gdprAcceptance: null,
};

export function summary(partial: Partial<TSessionSummary> = {}): TSessionSummary {
  return {
    id: SESSION_ID,
    day: "2026-03-03",
    startTime: "17:00",
    durationMinutes: 90,
    poolLength: 25,
    status: "planned",
    title: "",
    coach,
    workout,
    plan: null,
    past: false,
    participantCount: 2,
    attendedCount: 0,
    takenCount: 0,
    ...partial,
  };
}

const participant = (id: string, fullName: string) => ({
  student: { id, fullName },
  attendance: null,
  absenceAnnouncedAt: null,
  absenceReason: null,
  rating: null,
  ratingComment: null,
  coachFeedback: null,
  feedbackAt: null,
  feedbackReadAt: null,
  coachNotes: null,
});

export function session(partial: Partial<TSession> = {}): TSession {
  return {
    id: SESSION_ID,
    day: "2026-03-03",
    startTime: "17:00",
    durationMinutes: 90,
    poolLength: 25,
    status: "planned",
    title: "",
    coach,
    workout,
    plan: null,
    past: false,
    notes: "",
    planWorkoutId: null,
    nextStatuses: ["in_progress", "cancelled"],
    participants: [participant(IOANA_ID, "Ioana Ștefănescu"), participant(MIHAI_ID, "Mihai Popa")],
    timesCount: 0,
    createdAt: stamp,
    updatedAt: stamp,
    ...partial,
  };
}
