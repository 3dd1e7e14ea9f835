import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notifyNewMessage } from "../notifications/producers.ts";

export interface NewMessageInput {
  roomId: string;
  senderName: string;
  /** The people to tell: the room's members who are not the sender and not looking at the room. */
  userIds: string[];
}

/**
 * Raises NEW_MESSAGE for a chat message through the notifications feature's producer, which tells each person
 * at most once until they read it (so a busy room does not flood the bell) and pushes it to their bell.
 * Reading the room reads it too (readNewMessageNotifications).
 */
export async function raiseNewMessage(
  ctx: Pick<AppContext, "db" | "clock" | "realtime">,
  input: NewMessageInput,
): Promise<void> {
  if (input.userIds.length === 0) return;
  await inTransaction(ctx.db, (tx) => notifyNewMessage(ctx, tx, input));
}

/**
 * Reading a room reads its NEW_MESSAGE notification too, so the next message there raises a new one. Returns
 * the ids of the notifications it read.
 */
export async function readNewMessageNotifications(db: Db, userId: string, roomId: string): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "NEW_MESSAGE"),
        eq(notifications.read, false),
        sql`${notifications.params} ->> 'roomId' = ${roomId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}
