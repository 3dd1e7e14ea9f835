import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { notifications } from "../../db/schema/notifications.ts";

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export interface WrittenNotification {
  id: string;
  userId: string;
  type: string;
}

/** Inserts notification rows; a row whose dedupe key exists already is skipped. Returns the rows written. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<WrittenNotification[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
}

/**
 * A user's newest notifications, newest first (the id breaks ties so the order is stable), and how many of all
 * their notifications are unread: one query, the count taken over every row before the limit applies.
 */
export async function listForUser(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ rows: NotificationRow[]; unreadCount: number }> {
  const found = await db
    .select({
      row: notifications,
      unread: sql<number>`count(*) filter (where ${notifications.read} = false) over ()`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { rows: found.map((f) => f.row), unreadCount: found[0]?.unread ?? 0 };
}

/** Marks one of the user's notifications read; its type, or null when the user has no notification with that id. */
export async function markRead(db: Db, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ type: notifications.type });
  return row?.type ?? null;
}

/** Marks every unread notification of the user read; how many there were. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the user's notifications; its type, or null when the user has no notification with that id. */
export async function deleteForUser(db: Db, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ type: notifications.type });
  return row?.type ?? null;
}

/** The accounts that receive the club's administrative notifications: every active administrator. */
export async function listActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  return rows.map((r) => r.id);
}

/** Every active coach and administrator. */
export async function listActiveStaff(db: Db): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ["admin", "coach"]), eq(users.active, true)));
}

/** Every active account (all roles), leaving out `except` (e.g. the author of what is announced). */
export async function listActiveUserIds(db: Db, except?: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(except ? and(eq(users.active, true), ne(users.id, except)) : eq(users.active, true));
  return rows.map((r) => r.id);
}

/** The role of each of the given accounts. */
export async function listRolesOf(
  db: Db,
  userIds: readonly string[],
): Promise<{ id: string; role: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Of the given users, those who still have an unread notification of `type` whose `param` is `value`. */
export async function usersWithUnread(
  db: Db,
  userIds: readonly string[],
  type: string,
  param: string,
  value: string,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.type, type),
        eq(notifications.read, false),
        sql`${notifications.params} ->> ${param} = ${value}`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
