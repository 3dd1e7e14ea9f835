import type { TPlanSessionStats } from "@bazin/shared/contracts/plans";
import { type Attendance, attendanceRate, isAttended } from "@bazin/shared/domain/training/session-rules";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { workouts } from "../../db/schema/training-hub.ts";

/*
 * A plan's sessions as its analytics read them (SPEC §9 attendance; TRAINING.md §5–§6): per swimmer, attendance
 * taken and attended, metres swum (workouts of attended sessions) against metres planned up to today, and ratings.
 */

/** One swimmer's line in one of the plan's sessions, with the session's day, status and workout metres. */
export interface PlanSessionLine {
  studentId: string;
  day: string;
  status: string;
  attendance: string | null;
  rating: number | null;
  workoutMetres: number;
}

/** Every participant line of the plan's sessions. */
export async function sessionLinesOfPlan(db: Db, planId: string): Promise<PlanSessionLine[]> {
  const rows = await db
    .select({
      studentId: sessionParticipants.studentId,
      day: trainingSessions.day,
      status: trainingSessions.status,
      attendance: sessionParticipants.attendance,
      rating: sessionParticipants.rating,
      workoutMetres: workouts.totalDistanceMetres,
    })
    .from(sessionParticipants)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionParticipants.sessionId))
    .leftJoin(workouts, eq(workouts.id, trainingSessions.workoutId))
    .where(eq(trainingSessions.planId, planId));
  return rows.map((r) => ({ ...r, workoutMetres: r.workoutMetres ?? 0 }));
}

/** Which of the given placements already have a session (whatever its status: a cancelled one was planned). */
export async function scheduledPlacements(db: Db, placementIds: readonly string[]): Promise<Set<string>> {
  if (placementIds.length === 0) return new Set();
  const rows = await db
    .select({ id: trainingSessions.planWorkoutId })
    .from(trainingSessions)
    .where(
      and(
        isNotNull(trainingSessions.planWorkoutId),
        inArray(trainingSessions.planWorkoutId, [...placementIds]),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

const emptyStats = (): TPlanSessionStats => ({
  taken: 0,
  attended: 0,
  attendanceRate: null,
  doneMetres: 0,
  plannedMetres: 0,
  averageRating: null,
  ratingCount: 0,
});

/** Adds up lines (and the metres placed but not scheduled, which every swimmer of the plan was to swim). */
function statsOf(
  lines: readonly PlanSessionLine[],
  today: string,
  unscheduledMetres: number,
): TPlanSessionStats {
  const stats = emptyStats();
  const attendances: (Attendance | null)[] = [];
  let ratingSum = 0;
  stats.plannedMetres = unscheduledMetres;
  for (const line of lines) {
    if (line.rating !== null) {
      ratingSum += line.rating;
      stats.ratingCount += 1;
    }
    // A cancelled session was neither planned any more nor swum.
    if (line.status === "cancelled") continue;
    const attendance = line.attendance as Attendance | null;
    attendances.push(attendance);
    if (attendance !== null) stats.taken += 1;
    if (attendance !== null && isAttended(attendance)) {
      stats.attended += 1;
      stats.doneMetres += line.workoutMetres;
    }
    if (line.day <= today) stats.plannedMetres += line.workoutMetres;
  }
  stats.attendanceRate = attendanceRate(attendances);
  stats.averageRating = stats.ratingCount > 0 ? ratingSum / stats.ratingCount : null;
  return stats;
}

/** Each swimmer's numbers and the totals over them. */
export function planSessionStats(
  studentIds: readonly string[],
  lines: readonly PlanSessionLine[],
  today: string,
  unscheduledMetres: number,
): { byStudent: Map<string, TPlanSessionStats>; totals: TPlanSessionStats } {
  const listed = new Set(studentIds);
  const byStudent = new Map(
    studentIds.map((id) => [
      id,
      statsOf(
        lines.filter((l) => l.studentId === id),
        today,
        unscheduledMetres,
      ),
    ]),
  );
  const totals = statsOf(
    lines.filter((l) => listed.has(l.studentId)),
    today,
    unscheduledMetres * studentIds.length,
  );
  return { byStudent, totals };
}
