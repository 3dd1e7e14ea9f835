import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubProfile, instructors, scheduleSlots } from "../../db/schema/club.ts";
import { studentSlots } from "../../db/schema/registration.ts";

export type ClubProfileRow = typeof clubProfile.$inferSelect;
export type NewClubProfile = Omit<typeof clubProfile.$inferInsert, "id">;
export type InstructorRow = typeof instructors.$inferSelect;
export type NewInstructor = typeof instructors.$inferInsert;
export type ScheduleSlotRow = typeof scheduleSlots.$inferSelect;
export type NewScheduleSlot = typeof scheduleSlots.$inferInsert;

/** The club profile is a single row with id 1. */
const PROFILE_ID = 1;

export async function findClubProfile(db: Db): Promise<ClubProfileRow | null> {
  const [row] = await db.select().from(clubProfile).where(eq(clubProfile.id, PROFILE_ID)).limit(1);
  return row ?? null;
}

/** Writes the profile, creating the row the first time. */
export async function saveClubProfile(db: Db, values: NewClubProfile): Promise<ClubProfileRow> {
  const [row] = await db
    .insert(clubProfile)
    .values({ ...values, id: PROFILE_ID })
    .onConflictDoUpdate({ target: clubProfile.id, set: values })
    .returning();
  return row!;
}

/** Creates the profile unless it exists; true when it was created. */
export async function insertClubProfileIfMissing(db: Db, values: NewClubProfile): Promise<boolean> {
  const rows = await db
    .insert(clubProfile)
    .values({ ...values, id: PROFILE_ID })
    .onConflictDoNothing({ target: clubProfile.id })
    .returning({ id: clubProfile.id });
  return rows.length > 0;
}

export async function listInstructors(db: Db, opts: { activeOnly: boolean }): Promise<InstructorRow[]> {
  return db
    .select()
    .from(instructors)
    .where(opts.activeOnly ? eq(instructors.active, true) : undefined)
    .orderBy(asc(instructors.sortOrder), asc(instructors.lastName), asc(instructors.firstName));
}

export async function countInstructors(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instructors);
  return row?.n ?? 0;
}

export async function findInstructor(db: Db, id: string): Promise<InstructorRow | null> {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, id)).limit(1);
  return row ?? null;
}

export async function insertInstructor(db: Db, values: NewInstructor): Promise<InstructorRow> {
  const [row] = await db.insert(instructors).values(values).returning();
  return row!;
}

export async function updateInstructor(
  db: Db,
  id: string,
  values: Partial<NewInstructor>,
): Promise<InstructorRow | null> {
  const [row] = await db.update(instructors).set(values).where(eq(instructors.id, id)).returning();
  return row ?? null;
}

export async function deleteInstructor(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(instructors).where(eq(instructors.id, id)).returning({ id: instructors.id });
  return rows.length > 0;
}

/** How many registrations chose this instructor. */
export async function countInstructorChoices(db: Db, instructorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(studentSlots)
    .where(eq(studentSlots.instructorId, instructorId));
  return row?.n ?? 0;
}

/** Slots ordered the way a timetable reads: Monday first, then by start time. */
export async function listSlots(db: Db, opts: { activeOnly: boolean }): Promise<ScheduleSlotRow[]> {
  return db
    .select()
    .from(scheduleSlots)
    .where(opts.activeOnly ? eq(scheduleSlots.active, true) : undefined)
    .orderBy(asc(scheduleSlots.weekday), asc(scheduleSlots.startTime), asc(scheduleSlots.ageGroup));
}

export async function countSlots(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scheduleSlots);
  return row?.n ?? 0;
}

export async function findSlot(db: Db, id: string): Promise<ScheduleSlotRow | null> {
  const [row] = await db.select().from(scheduleSlots).where(eq(scheduleSlots.id, id)).limit(1);
  return row ?? null;
}

/** Another slot (not `exceptId`) on the same day, time and age group. */
export async function findSameSlot(
  db: Db,
  slot: Pick<NewScheduleSlot, "weekday" | "startTime" | "ageGroup">,
  exceptId?: string,
): Promise<ScheduleSlotRow | null> {
  const same = and(
    eq(scheduleSlots.weekday, slot.weekday),
    eq(scheduleSlots.startTime, slot.startTime),
    eq(scheduleSlots.ageGroup, slot.ageGroup),
  );
  const [row] = await db
    .select()
    .from(scheduleSlots)
    .where(exceptId ? and(same, ne(scheduleSlots.id, exceptId)) : same)
    .limit(1);
  return row ?? null;
}

export async function insertSlots(db: Db, values: NewScheduleSlot[]): Promise<ScheduleSlotRow[]> {
  if (values.length === 0) return [];
  return db.insert(scheduleSlots).values(values).returning();
}

export async function updateSlot(
  db: Db,
  id: string,
  values: Partial<NewScheduleSlot>,
): Promise<ScheduleSlotRow | null> {
  const [row] = await db.update(scheduleSlots).set(values).where(eq(scheduleSlots.id, id)).returning();
  return row ?? null;
}

export async function deleteSlot(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(scheduleSlots)
    .where(eq(scheduleSlots.id, id))
    .returning({ id: scheduleSlots.id });
  return rows.length > 0;
}

/** How many registrations chose this slot. */
export async function countSlotChoices(db: Db, slotId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(studentSlots).where(eq(studentSlots.slotId, slotId));
  return row?.n ?? 0;
}
