import { type DraftNode, drill, kick, pull, repeat, rest, swim } from "./training-hub-steps.ts";
import type { DemoWorkout } from "./training-hub-workouts.ts";

/*
 * The juniors' and children's sets of the demo library (beginner and intermediate), some of which the
 * performance group swims too on its lighter days.
 */

const easyOut = (metres: number): DraftNode[] => [swim(metres, "choice", { effort: "recovery" })];

/** Intermediate and beginner workouts by key. */
export const DEMO_CLUB_WORKOUTS = {
  aerobic3k: {
    name: "Rezistență aerobă 3 km",
    level: "intermediate",
    type: "endurance",
    notes: "Aerob ușor spre mediu: trebuie să poată vorbi la perete. Pull buoy la 200-uri.",
    author: "coach",
    daysAgo: 90,
    sections: {
      warmup: [swim(400, "choice"), repeat(4, [kick(50, "freestyle", { restSeconds: 15 })])],
      main: [
        repeat(3, [
          swim(400, "freestyle", { paceSeconds: 100, notes: "respirație la 3", restSeconds: 20 }),
          pull(200, "freestyle", { restSeconds: 30 }),
        ]),
        repeat(8, [swim(50, "freestyle", { notes: "respirație la 5" })], 60),
      ],
      cooldown: easyOut(200),
    },
  },
  mixedProgressive: {
    name: "Mixt 4×200 progresiv",
    level: "intermediate",
    type: "endurance",
    notes: "Procedeu mixt pe 200, fiecare repetare puțin mai rapidă decât precedenta.",
    author: "admin",
    daysAgo: 58,
    sections: {
      warmup: [
        swim(300, "choice"),
        repeat(4, [drill(50, "im", "exerciții pe procedee", { restSeconds: 10 })]),
      ],
      main: [
        repeat(4, [swim(200, "im", { effort: "descending", notes: "crescător 1–4" })], 210),
        swim(200, "freestyle", { effort: "easy" }),
        repeat(2, [
          kick(100, "im", { restSeconds: 15 }),
          pull(200, "freestyle", { restSeconds: 20 }),
          swim(100, "reverse_im", { restSeconds: 15 }),
        ]),
      ],
      cooldown: easyOut(300),
    },
  },
  breaststrokeTechnique: {
    name: "Tehnică bras – tracțiune și alunecare",
    level: "intermediate",
    type: "technique",
    notes: "Accent pe faza de alunecare: brațele întinse, capul între brațe, numărați brațele pe lungime.",
    author: "coach",
    daysAgo: 75,
    sections: {
      warmup: [swim(400, "freestyle"), repeat(4, [kick(50, "breaststroke", { restSeconds: 15 })])],
      main: [
        repeat(4, [
          drill(50, "breaststroke", "2 picioare – 1 braț"),
          drill(50, "breaststroke", "tracțiune cu pull buoy, alunecare 2 s", { equipment: ["pullbuoy"] }),
        ]),
        repeat(6, [swim(100, "breaststroke", { notes: "numără brațele pe lungime" })], 120),
        repeat(4, [pull(50, "breaststroke", { restSeconds: 15 })]),
        kick(200, "breaststroke", { effort: "moderate" }),
      ],
      cooldown: easyOut(200),
    },
  },
  butterflyTechnique: {
    name: "Fluture – ondulație și coordonare",
    level: "intermediate",
    type: "technique",
    notes: "Ondulația pornește din piept, nu din genunchi. Labele ajută la ritm.",
    author: "admin",
    daysAgo: 48,
    sections: {
      warmup: [
        swim(300, "choice"),
        repeat(4, [kick(50, "butterfly", { equipment: ["fins"], restSeconds: 15 })]),
      ],
      main: [
        repeat(6, [drill(50, "butterfly", "un braț, respirație laterală", { restSeconds: 15 })]),
        repeat(6, [drill(50, "butterfly", "3 ondulații – 1 braț", { equipment: ["fins"], restSeconds: 15 })]),
        repeat(8, [swim(25, "butterfly", { effort: "moderate", notes: "complet, ritm constant" })], 45),
        swim(200, "freestyle", { effort: "recovery" }),
        repeat(
          4,
          [kick(50, "butterfly", { equipment: [], effort: "moderate", notes: "pe spate, brațele sus" })],
          60,
        ),
      ],
      cooldown: easyOut(200),
    },
  },
  kickBoardFins: {
    name: "Picioare cu placă și labe",
    level: "intermediate",
    type: "general",
    notes: "Antrenament de picioare: placă la liber și bras, labe la spate și fluture.",
    author: "coach",
    daysAgo: 55,
    sections: {
      warmup: [swim(300, "choice")],
      main: [
        repeat(4, [kick(100, "freestyle", { restSeconds: 15 })]),
        repeat(8, [kick(50, "backstroke", { equipment: ["fins"], effort: "moderate" })], 60),
        repeat(4, [
          kick(50, "butterfly", { equipment: ["fins"] }),
          kick(50, "breaststroke", { equipment: ["kickboard"], restSeconds: 15 }),
        ]),
        kick(200, "choice", { equipment: ["kickboard", "fins"], notes: "ușor, picioare lungi" }),
      ],
      cooldown: easyOut(200),
    },
  },
  juniorThreshold: {
    name: "Prag anaerob juniori 6×200 cu ritm țintă",
    level: "intermediate",
    type: "anaerobic_threshold",
    notes: "Ritm țintă 1:40/100 m; cine îl ține ușor trece la 1:38 de la a patra repetare.",
    author: "coach",
    daysAgo: 40,
    sections: {
      warmup: [
        swim(400, "choice"),
        repeat(4, [drill(50, "freestyle", "catch-up", { restSeconds: 10 })]),
        repeat(4, [swim(50, "freestyle", { effort: "ascending" })], 60),
      ],
      main: [
        repeat(6, [swim(200, "freestyle", { paceSeconds: 100, effort: "moderate" })], 230),
        swim(100, "backstroke", { effort: "recovery" }),
        repeat(4, [pull(100, "freestyle", { paceSeconds: 105, effort: "moderate" })], 120),
      ],
      cooldown: easyOut(300),
    },
  },
  sprint25: {
    name: "Sprint 25 m cu start din apă",
    level: "intermediate",
    type: "race_tempo",
    notes: "Viteză pură: start din apă, fără respirație pe 25 m, pauză completă între repetări.",
    author: "admin",
    daysAgo: 68,
    sections: {
      warmup: [
        swim(400, "choice"),
        repeat(4, [drill(50, "freestyle", "braț drept, intrare lungă", { restSeconds: 10 })]),
        repeat(4, [swim(50, "choice", { effort: "ascending" })], 60),
      ],
      main: [
        repeat(2, [
          repeat(
            6,
            [swim(25, "freestyle", { effort: "sprint", notes: "start din apă, fără respirație" })],
            60,
          ),
          swim(200, "choice", { effort: "easy", restSeconds: 30 }),
        ]),
        repeat(
          4,
          [kick(25, "freestyle", { equipment: ["fins"], effort: "sprint", notes: "subacvatic" })],
          60,
        ),
        pull(600, "freestyle", { notes: "aerob ușor" }),
      ],
      cooldown: easyOut(300),
    },
  },
  easyRecovery2k: {
    name: "Recuperare ușoară 2 km",
    level: "intermediate",
    type: "recovery",
    notes: "Doar ușor, procedee la alegere. Bun după o zi grea sau înainte de concurs.",
    author: "admin",
    daysAgo: 62,
    sections: {
      warmup: [swim(400, "choice", { effort: "recovery" })],
      main: [
        repeat(4, [
          swim(100, "backstroke", { effort: "recovery" }),
          drill(100, "freestyle", "cu tub frontal", {
            equipment: ["snorkel"],
            effort: "recovery",
            restSeconds: 15,
          }),
        ]),
        repeat(4, [kick(100, "choice", { equipment: ["fins"], effort: "recovery" })], 130),
      ],
      cooldown: easyOut(400),
    },
  },
  beginnerEndurance: {
    name: "Rezistență pentru începători 1200 m",
    level: "beginner",
    type: "endurance",
    notes: "Fără oprire pe 100-uri; cine obosește se oprește la perete, nu pe culoar.",
    author: "admin",
    daysAgo: 85,
    sections: {
      warmup: [swim(200, "freestyle"), repeat(4, [kick(25, "freestyle", { restSeconds: 20 })])],
      main: [
        repeat(6, [swim(100, "freestyle", { paceSeconds: 150, restSeconds: 30 })]),
        repeat(4, [swim(50, "backstroke", { restSeconds: 20 })]),
      ],
      cooldown: easyOut(100),
    },
  },
  backstrokeBasics: {
    name: "Inițiere spate – plutire și picioare",
    level: "beginner",
    type: "technique",
    notes: "Plutire pe spate cu placa pe piept, apoi picioare cu brațele pe lângă corp.",
    author: "coach",
    daysAgo: 88,
    sections: {
      warmup: [swim(100, "freestyle"), rest(60, "explicații la perete")],
      main: [
        repeat(6, [kick(25, "backstroke", { notes: "placa pe piept, urechile în apă", restSeconds: 20 })]),
        repeat(6, [
          kick(25, "backstroke", { equipment: [], notes: "brațele pe lângă corp", restSeconds: 20 }),
        ]),
        repeat(4, [drill(25, "backstroke", "un braț, celălalt pe lângă corp", { restSeconds: 20 })]),
        repeat(4, [swim(50, "backstroke", { restSeconds: 30 })]),
      ],
      cooldown: [swim(100, "choice", { effort: "recovery", notes: "joc liber" })],
    },
  },
  bilateralBreathing: {
    name: "Respirație bilaterală la liber",
    level: "beginner",
    type: "technique",
    notes: "Respirație la 3 brațe: capul se rotește odată cu umărul, nu se ridică.",
    author: "coach",
    daysAgo: 50,
    sections: {
      warmup: [swim(200, "choice")],
      main: [
        repeat(6, [kick(25, "freestyle", { notes: "expirație în apă, rotire laterală", restSeconds: 20 })]),
        repeat(6, [
          drill(25, "freestyle", "6 bătăi – 1 braț – respirație", { equipment: ["fins"], restSeconds: 20 }),
        ]),
        repeat(2, [
          repeat(4, [swim(50, "freestyle", { notes: "respirație la 3", restSeconds: 20 })]),
          rest(60),
        ]),
      ],
      cooldown: easyOut(100),
    },
  },
  kidsGames: {
    name: "Joc și tehnică – copii",
    level: "beginner",
    type: "general",
    notes: "Antrenament de vineri pentru copii: ștafete, plutiri și un pic de viteză la final.",
    author: "admin",
    daysAgo: 35,
    sections: {
      warmup: [swim(200, "choice")],
      main: [
        repeat(4, [drill(25, "choice", "plutire tip „stea”, apoi alunecare")]),
        repeat(4, [kick(50, "choice", { restSeconds: 20 })]),
        repeat(4, [swim(25, "freestyle", { effort: "sprint", notes: "ștafetă pe echipe", restSeconds: 45 })]),
        repeat(4, [swim(50, "im_by_round", { restSeconds: 20 })]),
      ],
      cooldown: easyOut(100),
    },
  },
} satisfies Record<string, DemoWorkout>;
