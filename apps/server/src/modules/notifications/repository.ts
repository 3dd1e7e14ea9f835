import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/auth.ts";
import { notifications } from "../../db/schema/notifications.ts";

export type NewNotification = typeof notifications.$inferInsert;

/** Inserts notification rows; a row whose dedupe key exists already is skipped. Returns the ids written. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return written.map((r) => r.id);
}

/** The accounts that receive the club's administrative notifications: every active administrator. */
export async function listActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
  return rows.map((r) => r.id);
}
