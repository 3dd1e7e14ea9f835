/*
 * What the demo's coach and swimmers wrote about their sessions (TRAINING.md §8), in Romanian as they would:
 * ratings' comments, the coach's feedback to a swimmer (specific and encouraging), the coach's private notes.
 */

/** The share of past sessions each swimmer attended: one below 50 %, one between 50 and 75 %, most above. */
export const ATTENDANCE_RATES: Record<string, number> = {
  "Mihai Dumitrescu": 0.95,
  "Ștefan Munteanu": 0.9,
  "Ioana Bălan": 0.9,
  "Andreea Căpraru": 0.85,
  /** Trains with the juniors as well and misses some of the performance group's days. */
  "Teodora Roșu": 0.62,
  /** Comes irregularly: the coach's notes and feedback say so. */
  "Cosmin Tănase": 0.4,
};
export const DEFAULT_ATTENDANCE_RATE = 0.9;

/** The one missed session that was an injury, not an absence, and the coach's note about it. */
export const INJURY = {
  fullName: "Ștefan Munteanu",
  coachNotes:
    "Durere la umărul drept după încălzire; a stat pe margine. De urmărit la următoarele antrenamente.",
};

/** Why a swimmer announced an absence ahead. */
export const ABSENCE_REASONS = [
  "Răcit, am febră.",
  "Teză la matematică a doua zi.",
  "Plecăm cu familia la bunici.",
  "Programare la medic.",
] as const;

/** A swimmer's comment with the rating, by rating (3, 4, 5). */
export const RATING_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  3: [
    "Am fost obosit după școală.",
    "Seria principală a fost prea grea pentru mine.",
    "Apa a fost cam rece.",
  ],
  4: ["Obositor, dar bine.", "Mi-a plăcut partea de tehnică.", "Încălzirea a fost cam lungă."],
  5: ["Cel mai bun antrenament de săptămâna asta!", "Greu, dar mi-a plăcut.", "Super seria de sprint."],
};

/**
 * The coach's feedback, each on a swimmer's attended session counted back from the latest (0 = the latest they
 * attended). The latest feedback of each swimmer is left unread.
 */
export const COACH_FEEDBACK: { fullName: string; attendedAgo: number; text: string }[] = [
  {
    fullName: "Mihai Dumitrescu",
    attendedAgo: 0,
    text: "Foarte bine la testul de 100 m liber: ai ținut ritmul pe ultimii 25 m. Lucrează în continuare la virajul pe partea stângă.",
  },
  {
    fullName: "Mihai Dumitrescu",
    attendedAgo: 3,
    text: "Seria de fluture a arătat mult mai bine: brațele intră acum la lățimea umerilor. Păstrează respirația la două cicluri.",
  },
  {
    fullName: "Mihai Dumitrescu",
    attendedAgo: 7,
    text: "Bună constanță pe 10×100: toate în același ritm. Data viitoare pornește mai controlat pe primele două.",
  },
  {
    fullName: "Ștefan Munteanu",
    attendedAgo: 1,
    text: "Spatele a mers bine; ține capul nemișcat pe ultimele bătăi. Plecările din apă sunt tot mai sigure.",
  },
  {
    fullName: "Ioana Bălan",
    attendedAgo: 0,
    text: "Lunecarea la bras e mult mai lungă, exact ce am lucrat. Păstreaz-o și la seriile rapide.",
  },
  {
    fullName: "Andreea Căpraru",
    attendedAgo: 2,
    text: "Ritm excelent pe seria lungă, cu a doua jumătate mai rapidă. Hidratează-te mai des la antrenamentele lungi.",
  },
  {
    fullName: "Teodora Roșu",
    attendedAgo: 0,
    text: "Mă bucur că ai revenit! Fluturele e în progres; hai să ne vedem la toate antrenamentele săptămâna asta.",
  },
  {
    fullName: "Cosmin Tănase",
    attendedAgo: 0,
    text: "Ai lucrat serios azi. Ca să prinzi ritmul grupei ai nevoie de antrenamente regulate: te așteptăm și miercuri.",
  },
];

/** The coach's private note on a swimmer who misses often (coach and admin only). */
export const IRREGULAR_NOTE = "Lipsește des în ultima vreme; de vorbit cu părinții.";

/** Session notes the coach wrote after two of the past sessions (counted back from the latest). */
export const SESSION_NOTES: { completedAgo: number; notes: string }[] = [
  { completedAgo: 2, notes: "Grupa a mers bine; culoarul 3 aglomerat, data viitoare împărțim altfel." },
  { completedAgo: 6, notes: "Apa mai rece decât de obicei: încălzire prelungită cu 200 m." },
];

/** The latest past sessions end with a timed 100 m freestyle, recorded as swim times. */
export const TEST_SET = {
  sessions: 2,
  event: "freestyle_100",
  poolLength: 25,
  title: "Antrenament + test 100 m liber",
  notes: "La final: 100 m liber din plonjon, cronometrat pentru fiecare înotător.",
} as const;

/** The future session called off, and why. */
export const CANCELLED_NOTE = "Anulat: bazinul este închis pentru mentenanța instalației de filtrare.";

/** A swimmer who already announced an absence for a coming session. */
export const ANNOUNCED_ABSENCE = {
  fullName: "Ioana Bălan",
  reason: "Olimpiada de matematică, etapa județeană.",
};
