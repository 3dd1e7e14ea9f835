import { isRole, ROLE_HOME } from "@bazin/shared/domain/roles";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { notify } from "../notifications/service.ts";

const PREVIEW_LENGTH = 80;

export interface NewMessageInput {
  roomId: string;
  senderName: string;
  text: string;
  /** The people to tell: the room's members who are not the sender and not looking at the room. */
  recipients: { id: string; role: string }[];
}

/**
 * Raises NEW_MESSAGE for a chat message, at most one unread per room and person, so a busy room does not flood
 * the bell: someone who has not read the last one is not told again. Reading the room (markRoomRead) reads it.
 *
 * The one place chat talks to notifications: when the notifications feature's NEW_MESSAGE producer lands,
 * switch this function's body to it.
 */
export async function raiseNewMessage(db: Db, input: NewMessageInput): Promise<void> {
  if (input.recipients.length === 0) return;
  const alreadyTold = new Set(
    (
      await db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          and(
            eq(notifications.type, "NEW_MESSAGE"),
            eq(notifications.read, false),
            sql`${notifications.params}->>'roomId' = ${input.roomId}`,
            inArray(
              notifications.userId,
              input.recipients.map((r) => r.id),
            ),
          ),
        )
    ).map((r) => r.userId),
  );
  const text =
    input.text.length > PREVIEW_LENGTH ? `${input.text.slice(0, PREVIEW_LENGTH - 1)}…` : input.text;
  // The link opens the room in the recipient's own area, so recipients are told per role.
  const byHome = new Map<string, string[]>();
  for (const r of input.recipients) {
    if (alreadyTold.has(r.id)) continue;
    const home = isRole(r.role) ? ROLE_HOME[r.role] : ROLE_HOME.user;
    byHome.set(home, [...(byHome.get(home) ?? []), r.id]);
  }
  for (const [home, userIds] of byHome) {
    await notify(db, {
      userIds,
      type: "NEW_MESSAGE",
      titleKey: "common:notifications.newMessage.title",
      messageKey: "common:notifications.newMessage.message",
      params: { roomId: input.roomId, sender: input.senderName, text },
      actionUrl: `${home}/chat?room=${input.roomId}`,
    });
  }
}

/** Reading a room reads its NEW_MESSAGE notification too. */
export async function readNewMessageNotifications(db: Db, userId: string, roomId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "NEW_MESSAGE"),
        eq(notifications.read, false),
        sql`${notifications.params}->>'roomId' = ${roomId}`,
      ),
    );
}
