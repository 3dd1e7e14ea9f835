import type { TStudentFilter } from "@bazin/shared/contracts/students";
import { ADULT_AGE, addDays } from "@bazin/shared/domain/club";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countRows, pageTotal, withPageTotal } from "../../db/paging.ts";
import { instructors, scheduleSlots } from "../../db/schema/club.ts";
import { gdprVersions } from "../../db/schema/gdpr.ts";
import { consents, studentSlots, students } from "../../db/schema/registration.ts";
import { likePattern } from "../../lib/sql-like.ts";

export type StudentRow = typeof students.$inferSelect;

/** Days ahead that count as "expiring" (spec §9: expiring-registration alert 7 days). */
export const EXPIRING_WITHIN_DAYS = 7;

/** The WHERE of the list and of the export: search, status, slot, age group, expiring. */
export function studentFilterWhere(f: TStudentFilter, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.q) {
    const pattern = likePattern(f.q);
    const digits = f.q.replace(/[\s.\-()]/g, "");
    const byText = [
      sql`lower(${students.fullName}) like ${pattern}`,
      sql`lower(${students.email}) like ${pattern}`,
    ];
    if (digits) byText.push(sql`${students.phone} like ${likePattern(digits)}`);
    conditions.push(or(...byText)!);
  }
  if (f.status) conditions.push(eq(students.status, f.status));
  if (f.slotId) {
    conditions.push(
      sql`exists (select 1 from ${studentSlots} where ${studentSlots.studentId} = ${students.id} and ${studentSlots.slotId} = ${f.slotId})`,
    );
  }
  if (f.ageGroup) {
    // Born after this day: not yet 18 today.
    const adultBorn = `${Number(today.slice(0, 4)) - ADULT_AGE}${today.slice(4)}`;
    conditions.push(
      f.ageGroup === "children"
        ? sql`${students.birthDate} > ${adultBorn}`
        : sql`${students.birthDate} <= ${adultBorn}`,
    );
  }
  if (f.renewalRequested) conditions.push(isNotNull(students.renewalRequestedAt));
  if (f.expiring) {
    conditions.push(
      eq(students.status, "active"),
      gte(students.validUntil, today),
      lte(students.validUntil, addDays(today, EXPIRING_WITHIN_DAYS)),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  name: students.fullName,
  registeredAt: students.registeredAt,
  // Days remaining grow with the last valid day.
  daysRemaining: students.validUntil,
} as const;

const SORT_COLUMN_NAMES = {
  name: "full_name",
  registeredAt: "registered_at",
  daysRemaining: "valid_until",
} as const;

function orderOf(f: TStudentFilter) {
  const column = SORT_COLUMNS[f.sort];
  const by = f.dir === "asc" ? asc : desc;
  return [by(column), by(students.id)];
}

/** The columns a list row shows (toStudentSummary): a page reads these, not the whole registration. */
const SUMMARY_COLUMNS = {
  id: students.id,
  fullName: students.fullName,
  email: students.email,
  phone: students.phone,
  birthDate: students.birthDate,
  status: students.status,
  registeredAt: students.registeredAt,
  validUntil: students.validUntil,
  userId: students.userId,
  renewalRequestedAt: students.renewalRequestedAt,
  medicalConsentWithdrawnAt: students.medicalConsentWithdrawnAt,
};
export type StudentSummaryRow = Pick<StudentRow, keyof typeof SUMMARY_COLUMNS>;

export async function listStudents(
  db: Db,
  f: TStudentFilter,
  today: string,
  page: number,
  pageSize: number,
): Promise<{ rows: StudentSummaryRow[]; total: number }> {
  const where = studentFilterWhere(f, today);
  const offset = (page - 1) * pageSize;
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, pageTotal: pageTotal() })
    .from(students)
    .where(where)
    .orderBy(...orderOf(f))
    .limit(pageSize)
    .offset(offset);
  return withPageTotal(rows, offset, countRows(db, students, where));
}

/**
 * The export's rows, a batch at a time, in the list's order. Each batch continues after the last row of the one
 * before (keyset), so memory stays flat and no batch rescans what the others read.
 */
export async function* studentBatches(
  db: Db,
  f: TStudentFilter,
  today: string,
  batchSize = 1000,
): AsyncGenerator<StudentRow[]> {
  const where = studentFilterWhere(f, today);
  const column = SORT_COLUMNS[f.sort];
  const op = f.dir === "asc" ? sql`>` : sql`<`;
  let last: StudentRow | undefined;
  for (;;) {
    // The last row's own values, read back by id: a timestamp round-tripped through JavaScript would lose
    // its microseconds and skip the rows that share the millisecond.
    const after = last
      ? sql`(${column}, ${students.id}) ${op} (select ${sql.raw(`last_row.${SORT_COLUMN_NAMES[f.sort]}`)}, last_row.id from ${students} as last_row where last_row.id = ${last.id})`
      : undefined;
    const rows = await db
      .select()
      .from(students)
      .where(and(where, after))
      .orderBy(...orderOf(f))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}

export interface StudentSlotInfo {
  studentId: string;
  slotId: string;
  weekday: number;
  startTime: string;
  ageGroup: string;
  instructor: string;
}

/** The chosen slots, with the instructor's name, of some students. */
export async function listSlotsOf(db: Db, studentIds: readonly string[]): Promise<StudentSlotInfo[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: studentSlots.studentId,
      slotId: scheduleSlots.id,
      weekday: scheduleSlots.weekday,
      startTime: scheduleSlots.startTime,
      ageGroup: scheduleSlots.ageGroup,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
    })
    .from(studentSlots)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, studentSlots.slotId))
    .innerJoin(instructors, eq(instructors.id, studentSlots.instructorId))
    .where(inArray(studentSlots.studentId, [...studentIds]))
    .orderBy(asc(scheduleSlots.weekday), asc(scheduleSlots.startTime));
  return rows.map(({ firstName, lastName, ...r }) => ({ ...r, instructor: `${firstName} ${lastName}` }));
}

export async function findStudent(db: Db, id: string): Promise<StudentRow | null> {
  const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
  return row ?? null;
}

/** The newest consent a student gave, with its policy version. */
export async function findStudentConsent(db: Db, studentId: string) {
  const [row] = await db
    .select({ version: gdprVersions.version, agreedAt: consents.agreedAt })
    .from(consents)
    .innerJoin(gdprVersions, eq(gdprVersions.id, consents.gdprVersionId))
    .where(eq(consents.studentId, studentId))
    .orderBy(desc(consents.agreedAt))
    .limit(1);
  return row ?? null;
}

/** An admin's decision either way answers a registrant's pending renewal request. */
export async function setStudentStatus(
  db: Db,
  id: string,
  values: { status: "active" | "expired"; validUntil?: string },
  now: Date,
): Promise<StudentRow | null> {
  const [row] = await db
    .update(students)
    .set({ ...values, renewalRequestedAt: null, updatedAt: now })
    .where(eq(students.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the student's row (its slots go with it; consents keep their record without the link). */
export async function deleteStudent(db: Db, id: string): Promise<StudentRow | null> {
  const [row] = await db.delete(students).where(eq(students.id, id)).returning();
  return row ?? null;
}

// --- Dashboard ---

/**
 * The dashboard's counts in one statement: all students, the active ones, and registrations per month
 * ("YYYY-MM", Romanian time) since `from` — one row per month, plus one for everything older.
 */
export async function countStudentsByMonth(db: Db, from: Date) {
  const month = sql<string | null>`case when ${students.registeredAt} >= ${from}
    then to_char(${students.registeredAt} at time zone 'Europe/Bucharest', 'YYYY-MM') end`;
  const rows = await db
    .select({
      month,
      n: count(),
      active: sql<number>`count(*) filter (where ${students.status} = 'active')`,
    })
    .from(students)
    // By position: the month expression carries a parameter, and a second copy would not be the same one.
    .groupBy(sql`1`);
  const byMonth = new Map<string, number>();
  let total = 0;
  let active = 0;
  for (const row of rows) {
    total += Number(row.n);
    active += Number(row.active);
    if (row.month) byMonth.set(row.month, Number(row.n));
  }
  return { total, active, byMonth };
}
