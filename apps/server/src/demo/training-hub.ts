import { localDate } from "@bazin/shared/domain/club";
import { workoutMetrics } from "@bazin/shared/domain/training/workout-steps";
import { foldText } from "@bazin/shared/domain/training/workout-taxonomy";
import { inArray } from "drizzle-orm";
import { users } from "../db/schema/auth.ts";
import { groups } from "../db/schema/groups.ts";
import { students } from "../db/schema/registration.ts";
import {
  planGroups,
  planPhases,
  planRaces,
  planStudents,
  planWorkouts,
  trainingPlans,
  workouts,
} from "../db/schema/training-hub.ts";
import type { SeedStep } from "../seed/demo.ts";
import { demoPlans } from "./training-hub-plans.ts";
import { workoutTree } from "./training-hub-steps.ts";
import { DEMO_WORKOUTS, type DemoWorkoutKey } from "./training-hub-workouts.ts";

const DAY_MS = 86_400_000;

/** The stored row of a demo workout: its tree validated and every derived column as the workouts service writes. */
export function demoWorkoutRow(key: DemoWorkoutKey, authorId: string | null, now: Date) {
  const workout = DEMO_WORKOUTS[key];
  const steps = workoutTree(workout.sections);
  const metrics = workoutMetrics(steps, workout.level);
  const at = new Date(now.getTime() - workout.daysAgo * DAY_MS);
  return {
    name: workout.name,
    nameKey: foldText(workout.name),
    level: workout.level,
    type: workout.type,
    notes: workout.notes,
    steps,
    totalDistanceMetres: metrics.totalDistanceMetres,
    estimatedSeconds: metrics.estimatedSeconds,
    strokes: metrics.strokes,
    equipment: metrics.equipment,
    zones: metrics.zones,
    zoneMetres: metrics.zoneMetres,
    peakZone: metrics.peakZone,
    searchText: foldText(`${workout.name} ${workout.notes}`),
    authorId,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The training hub's demo (TRAINING.md §8), after the swimmers: the workout library (26 sets of every level by
 * the demo coach and admin), the performance group's active plan around today with phases, races and its
 * workouts placed on every training day, and the juniors' spring draft. One insert per table keeps it fast.
 */
export const seedTrainingHub: SeedStep = {
  name: "training: workouts and plans",
  async run({ tx, now }) {
    const authors = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ["coach", "admin"]));
    const authorId = (username: string) => authors.find((a) => a.username === username)?.id ?? null;

    const keys = Object.keys(DEMO_WORKOUTS) as DemoWorkoutKey[];
    const inserted = await tx
      .insert(workouts)
      .values(keys.map((key) => demoWorkoutRow(key, authorId(DEMO_WORKOUTS[key].author), now)))
      .returning({ id: workouts.id, nameKey: workouts.nameKey });
    const workoutIds = new Map(inserted.map((w) => [w.nameKey, w.id]));
    const workoutId = (key: DemoWorkoutKey) => workoutIds.get(foldText(DEMO_WORKOUTS[key].name))!;

    const plans = demoPlans(localDate(now));
    const groupRows = await tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(inArray(groups.name, [...new Set(plans.flatMap((p) => p.groupNames))]));
    const studentRows = await tx
      .select({ id: students.id, fullName: students.fullName })
      .from(students)
      .where(inArray(students.fullName, [...new Set(plans.flatMap((p) => p.studentNames))]));

    const planRows = await tx
      .insert(trainingPlans)
      .values(
        plans.map((plan) => {
          const at = new Date(now.getTime() - plan.createdDaysAgo * DAY_MS);
          return {
            name: plan.name,
            description: plan.description,
            startDate: plan.startDate,
            endDate: plan.endDate,
            status: plan.status,
            goals: plan.goals,
            createdBy: authorId(plan.author),
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: trainingPlans.id, name: trainingPlans.name, createdAt: trainingPlans.createdAt });
    const saved = plans.map((plan) => ({ plan, row: planRows.find((r) => r.name === plan.name)! }));

    await tx
      .insert(planPhases)
      .values(saved.flatMap(({ plan, row }) => plan.phases.map((p) => ({ ...p, planId: row.id }))));
    await tx.insert(planRaces).values(
      saved.flatMap(({ plan, row }) =>
        plan.races.map((r) => ({
          planId: row.id,
          name: r.name,
          raceDate: r.date,
          type: r.type,
          description: r.description,
        })),
      ),
    );
    const groupLinks = saved.flatMap(({ plan, row }) =>
      groupRows
        .filter((g) => plan.groupNames.includes(g.name))
        .map((g) => ({ planId: row.id, groupId: g.id })),
    );
    if (groupLinks.length > 0) await tx.insert(planGroups).values(groupLinks);
    const studentLinks = saved.flatMap(({ plan, row }) =>
      studentRows
        .filter((s) => plan.studentNames.includes(s.fullName))
        .map((s) => ({ planId: row.id, studentId: s.id })),
    );
    if (studentLinks.length > 0) await tx.insert(planStudents).values(studentLinks);
    await tx.insert(planWorkouts).values(
      saved.flatMap(({ plan, row }) =>
        plan.placements.map((p) => ({
          planId: row.id,
          workoutId: workoutId(p.workout),
          day: p.day,
          notes: p.notes,
          createdAt: row.createdAt,
        })),
      ),
    );
  },
};
