import type { TSessionTime, TSessionTimesBoard } from "@bazin/shared/contracts/session-times";

/*
 * Fixtures of the recorder's tests: a session on Tuesday 3 March 2026 in a 25 m pool whose workout swims
 * 2 × 100 freestyle then 1 × 50 backstroke; Ioana (present, 1:05.30 recorded in the first round, her PB),
 * Mihai (late) and Ana (absent, listed last).
 */

export const SESSION_ID = "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
export const WORKOUT_ID = "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b";
export const ANA_ID = "2d8b5e3a-4c6f-4eac-9a1b-3c4d5e6f7a8b";
export const IOANA_ID = "0b6f3c1e-2a4d-4c8b-9e7f-1a2b3c4d5e6f";
export const MIHAI_ID = "1c7a4d2f-3b5e-4d9c-8f0a-2b3c4d5e6f7a";
export const IOANA_TIME_ID = "9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c";

export function recorded(partial: Partial<TSessionTime> = {}): TSessionTime {
  return {
    id: IOANA_TIME_ID,
    key: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d",
    studentId: IOANA_ID,
    event: "freestyle_100",
    hundredths: 6530,
    slot: "main-1.1",
    splits: [],
    personalBest: true,
    clubRecord: false,
    createdAt: "2026-03-03T17:20:00.000+02:00",
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
      workout: { id: WORKOUT_ID, name: "Aerob 3000" },
      canRecord: true,
    },
    swimmers: [
      { id: ANA_ID, fullName: "Ana Marin", attendance: "absent" },
      { id: IOANA_ID, fullName: "Ioana Ștefănescu", attendance: "present" },
      { id: MIHAI_ID, fullName: "Mihai Popa", attendance: "late" },
    ],
    slots: [
      { key: "main-1.1", event: "freestyle_100", stepId: "main-1", round: 1, rounds: 2, sendOffSeconds: 120 },
      { key: "main-1.2", event: "freestyle_100", stepId: "main-1", round: 2, rounds: 2, sendOffSeconds: 120 },
      {
        key: "main-2.1",
        event: "backstroke_50",
        stepId: "main-2",
        round: 1,
        rounds: 1,
        sendOffSeconds: null,
      },
    ],
    times: [recorded()],
    ...partial,
  };
}

/** What POST /api/sessions/:id/times answers for the entries it was sent: each a new time. */
export function resultFor(
  entries: {
    key: string;
    studentId: string;
    event: TSessionTime["event"];
    hundredths: number;
    slot: string | null;
  }[],
  marks: Partial<Pick<TSessionTime, "personalBest" | "clubRecord">> = {},
) {
  return {
    results: entries.map((entry, i) => ({
      key: entry.key,
      duplicate: false,
      time: recorded({
        id: `5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d${String(i).padStart(2, "0")}`,
        key: entry.key,
        studentId: entry.studentId,
        event: entry.event,
        hundredths: entry.hundredths,
        slot: entry.slot,
        personalBest: false,
        clubRecord: false,
        createdAt: `2026-03-03T17:3${i}:00.000+02:00`,
        ...marks,
      }),
    })),
  };
}
