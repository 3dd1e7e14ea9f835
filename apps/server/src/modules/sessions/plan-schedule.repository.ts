import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema/sessions.ts";
import {
  planGroups,
  planStudents,
  planWorkouts,
  trainingPlans,
  workouts,
} from "../../db/schema/training-hub.ts";
import { groupSwimmers, rowsOf } from "../training/roster.repository.ts";

/* What scheduling a plan reads of it (TRAINING.md §5–§6): its placements in a range and its swimmers now. */

/** A plan locked for the rest of the transaction: two schedulings of one plan run one after the other. */
export async function lockPlanForSchedule(db: Db, id: string) {
  const [row] = await db
    .select({ id: trainingPlans.id, name: trainingPlans.name })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, id))
    .for("update")
    .limit(1);
  return row;
}

/** The plan's placements between two days (both included), by day, with their workout's recovery data. */
export async function placementsInRange(db: Db, planId: string, from: string, to: string) {
  return db
    .select({
      id: planWorkouts.id,
      day: planWorkouts.day,
      workoutId: planWorkouts.workoutId,
      workoutName: workouts.name,
      type: workouts.type,
      peakZone: workouts.peakZone,
    })
    .from(planWorkouts)
    .innerJoin(workouts, eq(workouts.id, planWorkouts.workoutId))
    .where(and(eq(planWorkouts.planId, planId), gte(planWorkouts.day, from), lte(planWorkouts.day, to)))
    .orderBy(asc(planWorkouts.day), asc(planWorkouts.createdAt), asc(planWorkouts.id));
}

/** Of the given placements, those a session was already scheduled from. */
export async function scheduledPlacementIds(db: Db, placementIds: readonly string[]): Promise<Set<string>> {
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

/** The plan's swimmers now: its own and its groups' members, each once (TRAINING.md §5). */
export async function swimmersOfPlan(db: Db, planId: string): Promise<string[]> {
  const rows = await rowsOf<{ studentId: string }>(
    db,
    sql`select ps.student_id as "studentId" from ${planStudents} ps where ps.plan_id = ${planId}::uuid
        union
        select gs.student_id from ${planGroups} pg join ${groupSwimmers} gs on gs.group_id = pg.group_id
         where pg.plan_id = ${planId}::uuid`,
  );
  return rows.map((r) => r.studentId);
}
