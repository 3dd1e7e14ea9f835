import type { TMySession, TMySessionWorkout } from "@bazin/shared/contracts/sessions";

/** Tuesday 10 March 2026, 10:00 in Bucharest: the tests' "now". */
export const NOW = new Date("2026-03-10T08:00:00Z");

const base: TMySession = {
  id: "00000000-0000-4000-8000-000000000000",
  day: "2026-03-03",
  startTime: "18:00",
  durationMinutes: 90,
  poolLength: 25,
  status: "completed",
  title: "",
  coach: { id: "c0000000-0000-4000-8000-000000000001", fullName: "Andrei Popescu" },
  workout: null,
  plan: null,
  past: true,
  attendance: null,
  absenceAnnouncedAt: null,
  rating: null,
  ratingComment: null,
  coachFeedback: null,
  feedbackAt: null,
  feedbackReadAt: null,
  canAnnounceAbsence: false,
  canRate: true,
};

const id = (n: number) => `5e550000-0000-4000-8000-00000000000${n}`;

/** A swimmer's March 2026: three past sessions taken (present, late, absent: 67 %), one cancelled, two coming. */
export const MARCH: TMySession[] = [
  {
    ...base,
    id: id(1),
    day: "2026-03-03",
    title: "Tehnică craul",
    workout: {
      id: "a0000000-0000-4000-8000-000000000001",
      name: "Viraje și craul",
      type: "technique",
      totalDistanceMetres: 2400,
      estimatedSeconds: 4800,
      peakZone: 2,
    },
    attendance: "present",
    coachFeedback: "Viraje mult mai bune, continuă așa.",
    feedbackAt: "2026-03-03T19:45:00.000Z",
  },
  {
    ...base,
    id: id(2),
    day: "2026-03-05",
    title: "Aerob",
    attendance: "late",
    rating: 4,
    ratingComment: "Greu",
  },
  { ...base, id: id(3), day: "2026-03-07", startTime: "09:00", title: "Sprint", attendance: "absent" },
  { ...base, id: id(4), day: "2026-03-08", title: "Duminică", status: "cancelled", canRate: false },
  // 22 h ahead: too late to announce an absence.
  {
    ...base,
    id: id(5),
    day: "2026-03-11",
    startTime: "08:00",
    title: "Dimineață",
    status: "planned",
    past: false,
    canRate: false,
  },
  // 56 h ahead.
  {
    ...base,
    id: id(6),
    day: "2026-03-12",
    title: "Rezistență",
    status: "planned",
    past: false,
    canRate: false,
    canAnnounceAbsence: true,
  },
];

export const sessionId = id;

const swim = (
  id: string,
  metres: number,
  category: "warmup" | "main" | "cooldown",
  effort: "easy" | "hard",
) => ({
  kind: "step" as const,
  id,
  category,
  distanceMetres: metres,
  stroke: "freestyle" as const,
  drill: "none" as const,
  intensity: { kind: "effort" as const },
  effort,
  restSeconds: 0,
  equipment: [],
  notes: "",
});

/** The workout of the first March session (`Viraje și craul`) with its steps, as GET …/:id/workout answers it. */
export const MARCH_WORKOUT: TMySessionWorkout = {
  workout: {
    id: "a0000000-0000-4000-8000-000000000001",
    name: "Viraje și craul",
    type: "technique",
    level: "intermediate",
    totalDistanceMetres: 1000,
    estimatedSeconds: 1500,
    notes: "Atenție la viraje.",
    steps: {
      warmup: [swim("w1", 200, "warmup", "easy")],
      main: [
        {
          kind: "repeat",
          id: "r1",
          count: 6,
          sendOffSeconds: 100,
          children: [swim("m1", 100, "main", "hard")],
        },
      ],
      cooldown: [swim("c1", 200, "cooldown", "easy")],
    },
  },
};
