import { z } from "zod";

/** Spec §3 Notification types; the bell shows the system-alert icon for any other. */
export const NOTIFICATION_TYPES = [
  "NEW_REGISTRATION",
  "NEW_MESSAGE",
  "SESSION_FEEDBACK",
  "TRAINING_SCHEDULED",
  "ANNOUNCEMENT",
  "DOCUMENT_EXPIRING",
  "SYSTEM_ALERT",
  /** A swim time set a club record (TRAINING.md §2): not a system alert, so a type of its own. */
  "CLUB_RECORD",
  /** A registrant asked to renew a registration from the expiry mail (spec §1 "renewable on request"). */
  "RENEWAL_REQUESTED",
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The list answers with the newest this many; `unreadCount` still counts every unread one. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The per-user real-time queue: any message on it means "your notifications changed, reload them". */
export const NOTIFICATIONS_DESTINATION = "/user/queue/notifications";

/** Spec §9: the bell's list is also polled this often. */
export const NOTIFICATION_POLL_MS = 30_000;

/** One notification as its reader sees it: title and message already in the request's language. */
export const ZNotification = z.object({
  id: z.string(),
  /** One of NOTIFICATION_TYPES; kept a string so that a newer server's type still reaches an older client. */
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  actionUrl: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications */
export const ZNotificationListResponse = z.object({
  notifications: z.array(ZNotification),
  unreadCount: z.number().int().min(0),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

export const ZNotificationParams = z.object({ id: z.uuid() });

/**
 * What is pushed to NOTIFICATIONS_DESTINATION: each new notification (`id`, `type`), and each change the user
 * made to theirs (`change`), so the bells of their other tabs and devices follow; `id` "*" is all of them.
 * The bell reloads its list on any message, whatever it says.
 */
export const ZNotificationPush = z.object({
  id: z.string(),
  type: z.string(),
  change: z.enum(["read", "deleted"]).optional(),
});
export type TNotificationPush = z.infer<typeof ZNotificationPush>;
