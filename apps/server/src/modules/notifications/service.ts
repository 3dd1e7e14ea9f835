import {
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATIONS_DESTINATION,
  type TNotificationListResponse,
  type TNotificationPush,
  type TNotificationType,
} from "@bazin/shared/contracts/notifications";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Language } from "../../lib/i18n.ts";
import { toNotification } from "./presenter.ts";
import {
  countUnread,
  deleteForUser,
  insertNotifications,
  listForUser,
  markAllRead,
  markRead,
} from "./repository.ts";

export type NotificationType = TNotificationType;

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
 * What notify needs of the context: the clock (the notification's time) and the real-time hub for pushes,
 * absent in processes that serve no connections (seeding, command-line tools).
 */
export type NotifyContext = Pick<AppContext, "clock" | "realtime">;

/**
 * The one way to create notifications: one row per recipient, written in `tx` (the transaction of the change
 * that causes it, so the notification exists exactly when the change does), then pushed to each recipient's
 * NOTIFICATIONS_DESTINATION once `tx` has committed; a rolled-back change pushes nothing. Returns the ids of
 * the rows written (a deduplicated recipient gets none). Feature code calls the producers in producers.ts.
 */
export async function notify(ctx: NotifyContext, tx: Tx, input: NotifyInput): Promise<string[]> {
  const recipients = [...new Set(input.userIds)];
  const createdAt = ctx.clock.now();
  const written = await insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      type: input.type,
      titleKey: input.titleKey,
      messageKey: input.messageKey,
      params: input.params ?? {},
      actionUrl: input.actionUrl ?? null,
      dedupeKey: input.dedupeKey ? `${input.dedupeKey}:${userId}` : null,
      createdAt,
    })),
  );
  const hub = ctx.realtime;
  if (hub && written.length > 0) {
    afterCommit(tx, () =>
      Promise.all(
        written.map((n) => {
          const push: TNotificationPush = { id: n.id, type: n.type };
          return hub.sendToUser(n.userId, NOTIFICATIONS_DESTINATION, push);
        }),
      ),
    );
  }
  return written.map((n) => n.id);
}

/** GET /api/notifications: the caller's newest notifications in their language, and all their unread ones. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  lang: Language,
): Promise<TNotificationListResponse> {
  const [rows, unreadCount] = await Promise.all([
    listForUser(ctx.db, userId, NOTIFICATION_LIST_LIMIT),
    countUnread(ctx.db, userId),
  ]);
  return { notifications: rows.map((row) => toNotification(row, lang)), unreadCount };
}

const notFound = () => new AppError("NOTIFICATION_NOT_FOUND", 404);

/** Marks one of the caller's notifications read; another user's id is as unknown as a missing one. */
export async function markNotificationRead(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await markRead(ctx.db, userId, id))) throw notFound();
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<void> {
  await markAllRead(ctx.db, userId);
}

export async function deleteNotification(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await deleteForUser(ctx.db, userId, id))) throw notFound();
}
