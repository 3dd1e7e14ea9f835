import type { Db } from "../../db/client.ts";
import { insertNotifications } from "./repository.ts";

/** Spec §3 Notification types; the bell shows the system-alert icon for any other. */
export const NOTIFICATION_TYPES = [
  "NEW_REGISTRATION",
  "NEW_MESSAGE",
  "SESSION_FEEDBACK",
  "TRAINING_SCHEDULED",
  "ANNOUNCEMENT",
  "DOCUMENT_EXPIRING",
  "SYSTEM_ALERT",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotifyInput {
  userIds: readonly string[];
  type: NotificationType;
  /**
   * Translation keys with their namespace, e.g. `common:notifications.newRegistration.title`: each reader sees
   * the text in their own language, with `params` filled in.
   */
  titleKey: string;
  messageKey: string;
  params?: Record<string, string | number>;
  actionUrl?: string | null;
  /**
   * Makes a repeated producer harmless: each recipient gets at most one notification with this key (stored
   * as `<dedupeKey>:<userId>`). Leave it out for notifications that may repeat.
   */
  dedupeKey?: string;
}

/**
 * The one way to create notifications: one row per recipient. Call it with the transaction of the change that
 * causes it, so the notification exists exactly when the change does. Returns the ids of the rows written
 * (a deduplicated recipient gets none).
 */
export async function notify(db: Db, input: NotifyInput): Promise<string[]> {
  const recipients = [...new Set(input.userIds)];
  return insertNotifications(
    db,
    recipients.map((userId) => ({
      userId,
      type: input.type,
      titleKey: input.titleKey,
      messageKey: input.messageKey,
      params: input.params ?? {},
      actionUrl: input.actionUrl ?? null,
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:${userId}` : null,
    })),
  );
}
