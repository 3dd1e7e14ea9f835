import { personalBestIds } from "@bazin/shared/domain/training/personal-bests";
import { and, asc, eq, inArray, min } from "drizzle-orm";
import { users } from "../db/schema/auth.ts";
import { groupMembers } from "../db/schema/groups.ts";
import { students } from "../db/schema/registration.ts";
import { sessionParticipants, trainingSessions } from "../db/schema/sessions.ts";
import { advancedSwimmers, swimTimes } from "../db/schema/training.ts";
import { planGroups, planStudents, planWorkouts, trainingPlans } from "../db/schema/training-hub.ts";
import type { Tx } from "../db/transaction.ts";
import { insertTimes, setPersonalRecordFlag } from "../modules/times/repository.ts";
import type { SeedStep } from "../seed/demo.ts";
import { demoSessionRows } from "./training-sessions-data.ts";
import { TEST_SET } from "./training-sessions-texts.ts";

/**
 * The plan's swimmers, as a session scheduled from it takes them: its own students, and its groups' advanced
 * swimmers and swimmer accounts that have a registration.
 */
export async function planSwimmerIds(tx: Tx, planId: string): Promise<string[]> {
  const direct = await tx
    .select({ id: planStudents.studentId })
    .from(planStudents)
    .where(eq(planStudents.planId, planId));
  const groupIds = (
    await tx.select({ id: planGroups.groupId }).from(planGroups).where(eq(planGroups.planId, planId))
  ).map((g) => g.id);
  if (groupIds.length === 0) return direct.map((s) => s.id);
  const advanced = await tx
    .select({ id: advancedSwimmers.studentId })
    .from(advancedSwimmers)
    .where(inArray(advancedSwimmers.groupId, groupIds));
  const accounts = await tx
    .select({ id: students.id })
    .from(groupMembers)
    .innerJoin(students, eq(students.userId, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, "swimmer")));
  return [...new Set([...direct, ...advanced, ...accounts].map((s) => s.id))];
}

/**
 * Recomputes the "PB when swum" flags of the given swimmers' series of one event and pool, with the same domain
 * function the times service uses: one read, at most two updates.
 */
async function recomputeSeries(tx: Tx, studentIds: string[], event: string, poolLength: number) {
  if (studentIds.length === 0) return;
  const rows = await tx
    .select({
      id: swimTimes.id,
      studentId: swimTimes.studentId,
      hundredths: swimTimes.hundredths,
      swumOn: swimTimes.swumOn,
      recordedAt: swimTimes.createdAt,
      personalRecord: swimTimes.personalRecord,
    })
    .from(swimTimes)
    .where(
      and(
        inArray(swimTimes.studentId, studentIds),
        eq(swimTimes.event, event),
        eq(swimTimes.poolLength, poolLength),
      ),
    );
  const flagged = new Set<string>();
  for (const studentId of studentIds) {
    for (const id of personalBestIds(rows.filter((r) => r.studentId === studentId))) flagged.add(id);
  }
  await setPersonalRecordFlag(
    tx,
    rows.filter((r) => flagged.has(r.id) && !r.personalRecord).map((r) => r.id),
    true,
  );
  await setPersonalRecordFlag(
    tx,
    rows.filter((r) => !flagged.has(r.id) && r.personalRecord).map((r) => r.id),
    false,
  );
}

/**
 * Training sessions of the demo (TRAINING.md §8), after the plans: the active plan's placed workouts of the past
 * weeks as completed sessions (attendance, ratings, the coach's feedback and notes, a timed 100 m freestyle on
 * the latest two) and of the coming weeks as planned ones, led by the demo coach, for the plan's swimmers.
 * One insert per table; PB flags of the touched series recomputed.
 */
export const seedTrainingSessions: SeedStep = {
  name: "training: sessions",
  async run({ tx, now }) {
    const [plan] = await tx
      .select({ id: trainingPlans.id, createdAt: trainingPlans.createdAt })
      .from(trainingPlans)
      .where(eq(trainingPlans.status, "active"))
      .orderBy(asc(trainingPlans.createdAt))
      .limit(1);
    if (!plan) return;
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "coach")).limit(1);
    const placements = await tx
      .select({
        id: planWorkouts.id,
        day: planWorkouts.day,
        workoutId: planWorkouts.workoutId,
        notes: planWorkouts.notes,
      })
      .from(planWorkouts)
      .where(eq(planWorkouts.planId, plan.id));
    const swimmerIds = await planSwimmerIds(tx, plan.id);
    if (placements.length === 0 || swimmerIds.length === 0) return;
    const swimmers = await tx
      .select({
        studentId: students.id,
        fullName: students.fullName,
        gender: students.gender,
        birthDate: students.birthDate,
      })
      .from(students)
      .where(inArray(students.id, swimmerIds));
    const bests = await tx
      .select({ studentId: swimTimes.studentId, hundredths: min(swimTimes.hundredths) })
      .from(swimTimes)
      .where(
        and(
          inArray(swimTimes.studentId, swimmerIds),
          eq(swimTimes.event, TEST_SET.event),
          eq(swimTimes.poolLength, TEST_SET.poolLength),
        ),
      )
      .groupBy(swimTimes.studentId);

    const rows = demoSessionRows({
      now,
      planId: plan.id,
      planCreatedAt: plan.createdAt,
      coachId: coach?.id ?? null,
      placements,
      swimmers,
      bestTestTimes: new Map(bests.flatMap((b) => (b.hundredths ? [[b.studentId, b.hundredths]] : []))),
    });
    await tx.insert(trainingSessions).values(rows.sessions);
    await tx.insert(sessionParticipants).values(rows.participants);
    await insertTimes(tx, rows.times);
    await recomputeSeries(
      tx,
      [...new Set(rows.times.map((t) => t.studentId))],
      TEST_SET.event,
      TEST_SET.poolLength,
    );
  },
};
