import type { TAdvancedSwimmerListFilter } from "@bazin/shared/contracts/swimmers";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal, withPageTotal } from "../../db/paging.ts";
import { groupMembers, groups } from "../../db/schema/groups.ts";
import { students } from "../../db/schema/registration.ts";
import { advancedSwimmers, swimTimes } from "../../db/schema/training.ts";
import { likePattern } from "../../lib/sql-like.ts";
import { groupUsableBy, studentVisibleTo, type Viewer } from "./policy.ts";

export type AdvancedSwimmerRow = typeof advancedSwimmers.$inferSelect;
export type NewAdvancedSwimmer = typeof advancedSwimmers.$inferInsert;

/** Lower case without Romanian diacritics, so "tirlea" finds "Țîrlea" on PGlite and PostgreSQL alike. */
export const foldedName = (column: SQL | typeof students.fullName) =>
  sql`translate(lower(${column}), 'ăâîșşțţ', 'aaisstt')`;

/** "Contains" on a name, ignoring case and diacritics. */
export function nameMatches(column: typeof students.fullName, text: string): SQL {
  const folded = text
    .toLowerCase()
    .replace(/[ăâ]/g, "a")
    .replace(/î/g, "i")
    .replace(/[șş]/g, "s")
    .replace(/[țţ]/g, "t");
  return sql`${foldedName(column)} like ${likePattern(folded)}`;
}

/** How many events × pools a swimmer has times in: one personal best each. */
const personalBestCount = sql<number>`(select count(*)::int from (select distinct ${swimTimes.event}, ${swimTimes.poolLength} from ${swimTimes} where ${swimTimes.studentId} = ${advancedSwimmers.studentId}) pbs)`;

const swimmerColumns = {
  studentId: advancedSwimmers.studentId,
  groupId: advancedSwimmers.groupId,
  maxHr: advancedSwimmers.maxHr,
  restingHr: advancedSwimmers.restingHr,
  thresholdHr: advancedSwimmers.thresholdHr,
  zones: advancedSwimmers.zones,
  createdAt: advancedSwimmers.createdAt,
  updatedAt: advancedSwimmers.updatedAt,
  fullName: students.fullName,
  birthDate: students.birthDate,
  email: students.email,
  phone: students.phone,
  gender: students.gender,
  userId: students.userId,
  groupName: groups.name,
  groupColor: groups.color,
  personalBests: personalBestCount,
  // The list's total beside each row (db/paging.ts); one swimmer's details count themselves, which costs nothing.
  pageTotal: pageTotal(),
};
function swimmersQuery(db: Db) {
  return db
    .select(swimmerColumns)
    .from(advancedSwimmers)
    .innerJoin(students, eq(students.id, advancedSwimmers.studentId))
    .leftJoin(groups, eq(groups.id, advancedSwimmers.groupId));
}
/** An advanced swimmer with its student's name, birth date, contact and gender, and its group. */
export type SwimmerListRow = Omit<Awaited<ReturnType<typeof swimmersQuery>>[number], "pageTotal">;

/** SPEC §9 zone filter by maximum heart rate. */
function zoneCondition(zone: "low" | "medium" | "high"): SQL {
  if (zone === "low") return sql`${advancedSwimmers.maxHr} < 170`;
  if (zone === "medium") return sql`${advancedSwimmers.maxHr} between 170 and 190`;
  return sql`${advancedSwimmers.maxHr} > 190`;
}

const SORTS = {
  // Ș and Ț after Z would be byte order: compare names without diacritics.
  name: foldedName(students.fullName),
  // Older first when ascending by age is newer birth dates last: sort by birth date the other way.
  age: students.birthDate,
  maxHr: advancedSwimmers.maxHr,
  createdAt: advancedSwimmers.createdAt,
} as const;

/** A page of advanced swimmers matching the filters, within `scope` (the viewer's condition, if any). */
export async function listAdvancedSwimmers(
  db: Db,
  query: TAdvancedSwimmerListFilter,
  viewer: Viewer,
): Promise<{ rows: SwimmerListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [studentVisibleTo(viewer, advancedSwimmers.studentId)];
  if (query.q) conditions.push(nameMatches(students.fullName, query.q));
  if (query.groupId) conditions.push(eq(advancedSwimmers.groupId, query.groupId));
  if (query.zone) conditions.push(zoneCondition(query.zone));
  if (query.gender) conditions.push(eq(students.gender, query.gender));
  const where = and(...conditions);
  const ascending = query.sort === "age" ? query.dir === "desc" : query.dir === "asc";
  const by = ascending ? asc : desc;
  const offset = (query.page - 1) * query.pageSize;
  const rows = await swimmersQuery(db)
    .where(where)
    .orderBy(by(SORTS[query.sort]), asc(foldedName(students.fullName)), asc(advancedSwimmers.studentId))
    .limit(query.pageSize)
    .offset(offset);
  return withPageTotal(rows, offset, async () => {
    const [counted] = await db
      .select({ n: count() })
      .from(advancedSwimmers)
      .innerJoin(students, eq(students.id, advancedSwimmers.studentId))
      .where(where);
    return counted?.n ?? 0;
  });
}

export async function findAdvancedSwimmer(db: Db, studentId: string): Promise<SwimmerListRow | null> {
  const [row] = await swimmersQuery(db).where(eq(advancedSwimmers.studentId, studentId)).limit(1);
  if (!row) return null;
  const { pageTotal: _, ...swimmer } = row;
  return swimmer;
}

export async function insertAdvancedSwimmer(db: Db, value: NewAdvancedSwimmer): Promise<void> {
  await db.insert(advancedSwimmers).values(value);
}

export async function updateAdvancedSwimmer(
  db: Db,
  studentId: string,
  changes: Partial<NewAdvancedSwimmer>,
): Promise<boolean> {
  const rows = await db
    .update(advancedSwimmers)
    .set(changes)
    .where(eq(advancedSwimmers.studentId, studentId))
    .returning({ id: advancedSwimmers.studentId });
  return rows.length > 0;
}

export async function deleteAdvancedSwimmer(db: Db, studentId: string): Promise<AdvancedSwimmerRow | null> {
  const [row] = await db
    .delete(advancedSwimmers)
    .where(eq(advancedSwimmers.studentId, studentId))
    .returning();
  return row ?? null;
}

/** Students without a training profile, by name, for the create form's picker. */
export async function listCandidates(db: Db, text: string | undefined, limit = 20) {
  return db
    .select({
      id: students.id,
      fullName: students.fullName,
      birthDate: students.birthDate,
      email: students.email,
      gender: students.gender,
      userId: students.userId,
    })
    .from(students)
    .leftJoin(advancedSwimmers, eq(advancedSwimmers.studentId, students.id))
    .where(and(isNull(advancedSwimmers.studentId), text ? nameMatches(students.fullName, text) : undefined))
    .orderBy(asc(foldedName(students.fullName)))
    .limit(limit);
}

/** The groups the viewer may put swimmers in, by name. */
export async function listGroupsUsableBy(db: Db, viewer: Viewer) {
  return db
    .select({ id: groups.id, name: groups.name, color: groups.color })
    .from(groups)
    .where(groupUsableBy(viewer, groups.id))
    .orderBy(asc(sql`lower(${groups.name})`));
}

export async function groupExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return !!row;
}

/**
 * Puts a swimmer account in its training group's member list (chat room, group screens), replacing the group
 * it had as a swimmer through its profile before. Coaches' memberships are never touched.
 */
export async function syncGroupMembership(
  db: Db,
  userId: string,
  fromGroupId: string | null,
  toGroupId: string | null,
): Promise<void> {
  if (fromGroupId && fromGroupId !== toGroupId) {
    await db
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, fromGroupId),
          eq(groupMembers.userId, userId),
          eq(groupMembers.role, "swimmer"),
        ),
      );
  }
  if (toGroupId) {
    await db
      .insert(groupMembers)
      .values({ groupId: toGroupId, userId, role: "swimmer" })
      .onConflictDoNothing();
  }
}
