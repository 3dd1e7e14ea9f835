import type { TSessionTime, TSessionTimesBoard } from "@bazin/shared/contracts/session-times";

/* Fixtures of live mode's tests: a session today with two present swimmers, one absent, a 4 × 50 freestyle. */

export const SESSION_ID = "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
export const IOANA_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";
export const MIHAI_ID = "1c7a4d2f-3b5e-4d9c-8f0a-2b3c4d5e6f7a";
export const ANA_ID = "2d8b5e3a-4c6f-4e0d-9a1b-3c4d5e6f7a8b";

export const ME = {
  user: {
    id: "3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d",
    username: "coach",
    firstName: "Antrenor",
    lastName: "Demo",
    email: null,
    phone: null,
    role: "coach",
  },
  gdprAcceptance: null,
};

export function time(partial: Partial<TSessionTime> = {}): TSessionTime {
  return {
    id: crypto.randomUUID(),
    key: null,
    studentId: ANA_ID,
    event: "freestyle_50",
    hundredths: 3412,
    slot: null,
    splits: [],
    personalBest: false,
    clubRecord: false,
    createdAt: "2026-03-03T15:10:00.000Z",
    ...partial,
  };
}

export function board(partial: Partial<TSessionTimesBoard> = {}): TSessionTimesBoard {
  return {
    session: {
      id: SESSION_ID,
      day: "2026-03-03",
      startTime: "17:00",
      poolLength: 25,
      status: "in_progress",
      title: "",
      workout: { id: "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b", name: "Sprint 2000" },
      canRecord: true,
    },
    swimmers: [
      { id: IOANA_ID, fullName: "Ioana Ștefănescu", attendance: "present" },
      { id: MIHAI_ID, fullName: "Mihai Popa", attendance: "late" },
      { id: ANA_ID, fullName: "Ana Dinu", attendance: "absent" },
    ],
    slots: [1, 2, 3, 4].map((round) => ({
      key: `main-1.${round}`,
      event: "freestyle_50" as const,
      stepId: "main-1",
      round,
      rounds: 4,
      sendOffSeconds: 60,
    })),
    times: [],
    ...partial,
  };
}
