import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers } from "../../db/schema/training.ts";
import { planGroups, planStudents } from "../../db/schema/training-hub.ts";
import { groupSwimmers, idList, rowsOf } from "../training/roster.repository.ts";

// Moved to the training area's shared roster (sessions use them too); re-exported for the plans module.
export {
  choosableGroupIds,
  choosableStudentIds,
  idList,
  studentNames,
  swimmersOfGroups,
} from "../training/roster.repository.ts";

/*
 * Who a plan reaches (TRAINING.md §5): its own swimmers (students) and the swimmers of its groups. A group's
 * swimmers are the students whose account is a `swimmer` member of the group (students.user_id), and the advanced
 * swimmers whose training group it is (a student without an account yet is in no group_members row).
 */

export interface PlanSwimmerRow {
  planId: string;
  studentId: string;
  via: "direct" | "group";
}

/** Every (plan, swimmer, how) of the given plans: a swimmer in the list and a group appears twice. */
export async function swimmerRowsOfPlans(db: Db, planIds: readonly string[]): Promise<PlanSwimmerRow[]> {
  if (planIds.length === 0) return [];
  return rowsOf<PlanSwimmerRow>(
    db,
    sql`select ps.plan_id as "planId", ps.student_id as "studentId", 'direct' as via
          from ${planStudents} ps where ps.plan_id in (${idList(planIds)})
        union all
        select pg.plan_id, gs.student_id, 'group'
          from ${planGroups} pg join ${groupSwimmers} gs on gs.group_id = pg.group_id
         where pg.plan_id in (${idList(planIds)})`,
  );
}

/** The swimmers of each plan, each once. */
export async function swimmersOfPlans(db: Db, planIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const byPlan = new Map<string, Set<string>>(planIds.map((id) => [id, new Set()]));
  for (const row of await swimmerRowsOfPlans(db, planIds)) byPlan.get(row.planId)?.add(row.studentId);
  return byPlan;
}

/** How many students train in each of the given groups. */
export async function memberCounts(db: Db, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await rowsOf<{ groupId: string; members: number }>(
    db,
    sql`select gs.group_id as "groupId", count(*)::int as members from ${groupSwimmers} gs
         where gs.group_id in (${idList(groupIds)}) group by gs.group_id`,
  );
  return new Map(rows.map((r) => [r.groupId, Number(r.members)]));
}

/** Every group each of the given students trains in, by name. */
export async function groupsOfStudents(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return rowsOf<{ studentId: string; id: string; name: string; color: string | null }>(
    db,
    sql`select gs.student_id as "studentId", g.id, g.name, g.color
          from ${groupSwimmers} gs join ${groups} g on g.id = gs.group_id
         where gs.student_id in (${idList(studentIds)})
         order by g.name`,
  );
}

/** A plan's own swimmers with their training group's name, by name. */
export async function directStudentsOf(db: Db, planId: string) {
  return db
    .select({ id: students.id, fullName: students.fullName, groupName: groups.name })
    .from(planStudents)
    .innerJoin(students, eq(students.id, planStudents.studentId))
    .leftJoin(advancedSwimmers, eq(advancedSwimmers.studentId, students.id))
    .leftJoin(groups, eq(groups.id, advancedSwimmers.groupId))
    .where(eq(planStudents.planId, planId))
    .orderBy(asc(students.fullName));
}

/** A plan's groups by name. */
export async function groupsOfPlan(db: Db, planId: string) {
  return db
    .select({ id: groups.id, name: groups.name, color: groups.color })
    .from(planGroups)
    .innerJoin(groups, eq(groups.id, planGroups.groupId))
    .where(eq(planGroups.planId, planId))
    .orderBy(asc(groups.name));
}

/** The ids of a plan's own swimmers and groups, as stored. */
export async function participantIdsOf(db: Db, planId: string) {
  const [studentRows, groupRows] = await Promise.all([
    db.select({ id: planStudents.studentId }).from(planStudents).where(eq(planStudents.planId, planId)),
    db.select({ id: planGroups.groupId }).from(planGroups).where(eq(planGroups.planId, planId)),
  ]);
  return { studentIds: studentRows.map((r) => r.id), groupIds: groupRows.map((r) => r.id) };
}

/** Replaces a plan's own swimmers and groups. */
export async function replaceParticipants(
  db: Db,
  planId: string,
  studentIds: readonly string[],
  groupIds: readonly string[],
) {
  await db.delete(planStudents).where(eq(planStudents.planId, planId));
  await db.delete(planGroups).where(eq(planGroups.planId, planId));
  if (studentIds.length > 0)
    await db.insert(planStudents).values(studentIds.map((studentId) => ({ planId, studentId })));
  if (groupIds.length > 0)
    await db.insert(planGroups).values(groupIds.map((groupId) => ({ planId, groupId })));
}
