import type { TLenexAthlete, TLenexImportDecisions } from "@bazin/shared/contracts/lenex";

/** The student chosen for each athlete of the file (null: skip the athlete). */
export type Assignments = Record<string, string | null>;

/** What the review starts from: matched athletes go to their student, the others are skipped until chosen. */
export function initialAssignments(athletes: readonly TLenexAthlete[]): Assignments {
  return Object.fromEntries(athletes.map((a) => [a.athleteId, a.match.studentId]));
}

/**
 * How many results an import with these choices would add: each chosen athlete's importable results, less
 * those already imported for the matched student when that is who was chosen.
 */
export function resultsToImport(athletes: readonly TLenexAthlete[], assignments: Assignments): number {
  let total = 0;
  for (const athlete of athletes) {
    const studentId = assignments[athlete.athleteId];
    if (!studentId) continue;
    total += athlete.results - (studentId === athlete.match.studentId ? athlete.match.alreadyImported : 0);
  }
  return total;
}

/** The import's decisions: every athlete of the club, with their student or null. */
export function decisionsOf(
  club: string,
  athletes: readonly TLenexAthlete[],
  assignments: Assignments,
): TLenexImportDecisions {
  return {
    club,
    assignments: athletes.map((a) => ({
      athleteId: a.athleteId,
      studentId: assignments[a.athleteId] ?? null,
    })),
  };
}

export const REVIEW_FILTERS = ["all", "review", "matched"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Whether an athlete shows under a filter: "review" holds the ambiguous and unmatched ones. */
export function inFilter(athlete: TLenexAthlete, filter: ReviewFilter): boolean {
  if (filter === "all") return true;
  return filter === "matched" ? athlete.match.status === "matched" : athlete.match.status !== "matched";
}
