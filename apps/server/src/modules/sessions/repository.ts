import { and, asc, eq, gte, inArray, isNotNull, lte, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { students } from "../../db/schema/registration.ts";
import { sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { swimTimes } from "../../db/schema/training.ts";
import { trainingPlans, workouts } from "../../db/schema/training-hub.ts";

/* Training sessions and their participants (TRAINING.md §6). */

export type SessionRow = typeof trainingSessions.$inferSelect;
export type NewSession = typeof trainingSessions.$inferInsert;
export type ParticipantRow = typeof sessionParticipants.$inferSelect;

const sessionColumns = {
  session: trainingSessions,
  coachFirstName: users.firstName,
  coachLastName: users.lastName,
  workoutName: workouts.name,
  workoutType: workouts.type,
  workoutMetres: workouts.totalDistanceMetres,
  workoutSeconds: workouts.estimatedSeconds,
  workoutPeakZone: workouts.peakZone,
  planName: trainingPlans.name,
};

function sessionsQuery(db: Db) {
  return db
    .select(sessionColumns)
    .from(trainingSessions)
    .leftJoin(users, eq(users.id, trainingSessions.coachId))
    .leftJoin(workouts, eq(workouts.id, trainingSessions.workoutId))
    .leftJoin(trainingPlans, eq(trainingPlans.id, trainingSessions.planId));
}
/** A session with its coach's name, its workout's essentials and its plan's name. */
export type SessionWithNames = Awaited<ReturnType<typeof sessionsQuery>>[number];

export async function findSession(db: Db, id: string): Promise<SessionWithNames | undefined> {
  const [row] = await sessionsQuery(db).where(eq(trainingSessions.id, id)).limit(1);
  return row;
}

/** A session locked for the rest of the transaction, so two changes of one session run one after the other. */
export async function lockSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.id, id))
    .for("update")
    .limit(1);
  return row;
}

export interface SessionFilter {
  from: string;
  to: string;
  coachId?: string;
  planId?: string;
  status?: string;
  /** Only sessions these students take part in. */
  studentId?: string;
}

/** Sessions between two days (both included) matching the filter and `scope`, by day and start time. */
export async function listSessions(db: Db, filter: SessionFilter, scope?: SQL): Promise<SessionWithNames[]> {
  return sessionsQuery(db)
    .where(
      and(
        gte(trainingSessions.day, filter.from),
        lte(trainingSessions.day, filter.to),
        filter.coachId ? eq(trainingSessions.coachId, filter.coachId) : undefined,
        filter.planId ? eq(trainingSessions.planId, filter.planId) : undefined,
        filter.status ? eq(trainingSessions.status, filter.status) : undefined,
        filter.studentId
          ? sql`exists (select 1 from ${sessionParticipants} sp where sp.session_id = ${trainingSessions.id} and sp.student_id = ${filter.studentId})`
          : undefined,
        scope,
      ),
    )
    .orderBy(asc(trainingSessions.day), asc(trainingSessions.startTime), asc(trainingSessions.id));
}

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(trainingSessions).values(values).returning();
  return row!;
}

export async function updateSession(db: Db, id: string, values: Partial<NewSession>) {
  await db.update(trainingSessions).set(values).where(eq(trainingSessions.id, id));
}

/** Deletes a session; its participants go with it (cascade), its times keep the swim (session_id set null). */
export async function deleteSession(db: Db, id: string) {
  await db.delete(trainingSessions).where(eq(trainingSessions.id, id));
}

/** The participants of the given sessions with the students' names and accounts, by name. */
export async function participantsOf(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({ participant: sessionParticipants, fullName: students.fullName, userId: students.userId })
    .from(sessionParticipants)
    .innerJoin(students, eq(students.id, sessionParticipants.studentId))
    .where(inArray(sessionParticipants.sessionId, [...sessionIds]))
    .orderBy(asc(students.fullName), asc(students.id));
}

/** How many take part in each session, how many have their attendance taken, and how many attended (present or late). */
export interface AttendanceCounts {
  participants: number;
  taken: number;
  attended: number;
}

/** The attendance counts of the given sessions (a calendar's summaries need only these, not the lines). */
export async function attendanceCounts(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, AttendanceCounts>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: sessionParticipants.sessionId,
      participants: sql<number>`count(*)::int`,
      taken: sql<number>`count(${sessionParticipants.attendance})::int`,
      attended: sql<number>`(count(*) filter (where ${sessionParticipants.attendance} in ('present', 'late')))::int`,
    })
    .from(sessionParticipants)
    .where(inArray(sessionParticipants.sessionId, [...sessionIds]))
    .groupBy(sessionParticipants.sessionId);
  return new Map(
    rows.map((r) => [
      r.sessionId,
      { participants: Number(r.participants), taken: Number(r.taken), attended: Number(r.attended) },
    ]),
  );
}

/** Makes a session's participants these students: others leave, new ones join; those kept keep their line. */
export async function setParticipants(db: Db, sessionId: string, studentIds: readonly string[]) {
  await db
    .delete(sessionParticipants)
    .where(
      and(
        eq(sessionParticipants.sessionId, sessionId),
        studentIds.length > 0 ? notInArray(sessionParticipants.studentId, [...studentIds]) : undefined,
      ),
    );
  if (studentIds.length > 0)
    await db
      .insert(sessionParticipants)
      .values(studentIds.map((studentId) => ({ sessionId, studentId })))
      .onConflictDoNothing();
}

/** Sets fields of one participant's line; false when the student is not a participant. */
export async function updateParticipant(
  db: Db,
  sessionId: string,
  studentId: string,
  values: Partial<typeof sessionParticipants.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(sessionParticipants)
    .set(values)
    .where(and(eq(sessionParticipants.sessionId, sessionId), eq(sessionParticipants.studentId, studentId)))
    .returning({ studentId: sessionParticipants.studentId });
  return rows.length > 0;
}

/** The swim times recorded in a session, with what recomputing their series' PB flags needs. */
export async function timesOfSession(db: Db, sessionId: string) {
  return db
    .select({
      id: swimTimes.id,
      studentId: swimTimes.studentId,
      event: swimTimes.event,
      poolLength: swimTimes.poolLength,
    })
    .from(swimTimes)
    .where(eq(swimTimes.sessionId, sessionId));
}

/** How many swim times each of the given sessions holds. */
export async function timesCounts(db: Db, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: swimTimes.sessionId, n: sql<number>`count(*)::int` })
    .from(swimTimes)
    .where(inArray(swimTimes.sessionId, [...sessionIds]))
    .groupBy(swimTimes.sessionId);
  return new Map(rows.map((r) => [r.sessionId!, Number(r.n)]));
}

export async function deleteTimesOfSession(db: Db, sessionId: string) {
  await db.delete(swimTimes).where(eq(swimTimes.sessionId, sessionId));
}

/** The swimmer accounts of the given students (those without an account are left out). */
export async function accountsOfStudents(db: Db, studentIds: readonly string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ userId: students.userId })
    .from(students)
    .where(and(inArray(students.id, [...studentIds]), isNotNull(students.userId)));
  return rows.map((r) => r.userId!);
}

/**
 * Sessions of the given students between two days (not cancelled, with a workout, other than `exceptId`), one row
 * per session and student, with what the recovery rule reads of the workout.
 */
export async function trainingsOfStudents(
  db: Db,
  studentIds: readonly string[],
  days: { from: string; to: string },
  exceptIds: readonly string[] = [],
) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      id: trainingSessions.id,
      day: trainingSessions.day,
      studentId: sessionParticipants.studentId,
      workoutName: workouts.name,
      type: workouts.type,
      peakZone: workouts.peakZone,
    })
    .from(sessionParticipants)
    .innerJoin(trainingSessions, eq(trainingSessions.id, sessionParticipants.sessionId))
    .innerJoin(workouts, eq(workouts.id, trainingSessions.workoutId))
    .where(
      and(
        inArray(sessionParticipants.studentId, [...studentIds]),
        gte(trainingSessions.day, days.from),
        lte(trainingSessions.day, days.to),
        ne(trainingSessions.status, "cancelled"),
        exceptIds.length > 0 ? notInArray(trainingSessions.id, [...exceptIds]) : undefined,
      ),
    );
}

/** Whether the user is an active admin or coach (who may lead a session). */
export async function isActiveStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, ["admin", "coach"]), eq(users.active, true)))
    .limit(1);
  return Boolean(row);
}

/** The given workouts with what a session needs: name, type, hardest zone, archived or not. */
export async function workoutsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, SessionWorkout>();
  const rows = await db
    .select({
      id: workouts.id,
      name: workouts.name,
      type: workouts.type,
      peakZone: workouts.peakZone,
      archivedAt: workouts.archivedAt,
    })
    .from(workouts)
    .where(inArray(workouts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface SessionWorkout {
  id: string;
  name: string;
  type: string;
  peakZone: number;
  archivedAt: Date | null;
}

/** Whether a plan exists. */
export async function planExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, id))
    .limit(1);
  return Boolean(row);
}

/** A workout with its step tree, as a session's swimmer reads it. */
export async function workoutWithSteps(db: Db, id: string) {
  const [row] = await db
    .select({
      id: workouts.id,
      name: workouts.name,
      type: workouts.type,
      level: workouts.level,
      totalDistanceMetres: workouts.totalDistanceMetres,
      estimatedSeconds: workouts.estimatedSeconds,
      notes: workouts.notes,
      steps: workouts.steps,
    })
    .from(workouts)
    .where(eq(workouts.id, id))
    .limit(1);
  return row;
}
