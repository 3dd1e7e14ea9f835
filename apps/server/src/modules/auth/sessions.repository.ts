import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/auth.ts";
import { gdprAcceptancePendingSql } from "../gdpr/repository.ts";

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

function prepareFindLiveSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        role: users.role,
      },
      // Read with the session, not per request: the access check refuses the API while it is true.
      gdprPending: gdprAcceptancePendingSql(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare("find_live_session");
}

/**
 * The session lookup runs on every request the session cache cannot answer, so its SQL is built once per
 * database handle (a prepared statement: named on PostgreSQL, where each pooled connection parses it once).
 */
const findLiveSessionStatements = new WeakMap<Db, ReturnType<typeof prepareFindLiveSession>>();

/**
 * The live session for a token hash, with its active user (identity columns only, never the password hash)
 * and whether they have a privacy policy change to accept; null when expired, unknown or deactivated.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let statement = findLiveSessionStatements.get(db);
  if (!statement) {
    statement = prepareFindLiveSession(db);
    findLiveSessionStatements.set(db, statement);
  }
  // Placeholders skip the column's encoder, so the time goes in as the text both drivers accept.
  const rows = await statement.execute({ tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function touchSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes the session a token belongs to, live or expired. */
export async function deleteSessionByTokenHash(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere, except optionally the session they are using. */
export async function deleteUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
