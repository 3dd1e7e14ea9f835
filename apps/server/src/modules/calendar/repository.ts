import { and, asc, eq, exists, gte, lte, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { clubProfile } from "../../db/schema/club.ts";
import { students } from "../../db/schema/registration.ts";
import { calendarFeeds, sessionParticipants, trainingSessions } from "../../db/schema/sessions.ts";
import { workouts } from "../../db/schema/training-hub.ts";

/** The member's feed, if any (the token itself is never stored). */
export async function findFeed(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Creates the member's feed or replaces its token: the old address stops working at once. */
export async function saveFeed(db: Db, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

/** Revokes the member's feed; false when there was none. */
export async function deleteFeed(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** The active member a token belongs to, or null. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.active, true)));
  return row ?? null;
}

/** Whose sessions a feed shows: all (admin), those a coach leads, or those a member's students take part in. */
export type FeedScope =
  | { kind: "all" }
  | { kind: "coach"; userId: string }
  | { kind: "member"; userId: string };

const coaches = alias(users, "coach");

/** The sessions of a scope whose day lies in [from, to], with their workout and coach, by day and time. */
export async function listFeedSessions(db: Db, scope: FeedScope, from: string, to: string) {
  const conditions: SQL[] = [gte(trainingSessions.day, from), lte(trainingSessions.day, to)];
  if (scope.kind === "coach") conditions.push(eq(trainingSessions.coachId, scope.userId));
  if (scope.kind === "member")
    conditions.push(
      exists(
        db
          .select({ one: sessionParticipants.studentId })
          .from(sessionParticipants)
          .innerJoin(students, eq(students.id, sessionParticipants.studentId))
          .where(
            and(eq(sessionParticipants.sessionId, trainingSessions.id), eq(students.userId, scope.userId)),
          ),
      ),
    );
  return db
    .select({
      id: trainingSessions.id,
      day: trainingSessions.day,
      startTime: trainingSessions.startTime,
      durationMinutes: trainingSessions.durationMinutes,
      poolLength: trainingSessions.poolLength,
      status: trainingSessions.status,
      title: trainingSessions.title,
      createdAt: trainingSessions.createdAt,
      updatedAt: trainingSessions.updatedAt,
      workoutName: workouts.name,
      workoutMetres: workouts.totalDistanceMetres,
      coachFirstName: coaches.firstName,
      coachLastName: coaches.lastName,
    })
    .from(trainingSessions)
    .leftJoin(workouts, eq(workouts.id, trainingSessions.workoutId))
    .leftJoin(coaches, eq(coaches.id, trainingSessions.coachId))
    .where(and(...conditions))
    .orderBy(asc(trainingSessions.day), asc(trainingSessions.startTime), asc(trainingSessions.id));
}

export type FeedSession = Awaited<ReturnType<typeof listFeedSessions>>[number];

/** The club's name and address, for the events' location. */
export async function findClubAddress(db: Db) {
  const [row] = await db
    .select({
      name: clubProfile.name,
      street: clubProfile.street,
      locality: clubProfile.locality,
      county: clubProfile.county,
      postalCode: clubProfile.postalCode,
    })
    .from(clubProfile)
    .limit(1);
  return row ?? null;
}
