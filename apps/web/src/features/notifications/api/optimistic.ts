import type { TNotification, TNotificationListResponse } from "@bazin/shared/contracts/notifications";
import type { QueryClient } from "@tanstack/react-query";
import { notificationsQueryKey } from "./get-notifications.ts";

type Change = (notifications: TNotification[]) => TNotification[];

/**
 * Spec §4: a change shows in the list at once; the server's answer is not waited for. Returns nothing to roll
 * back to: when the call fails, `reloadNotifications` fetches the list the server really has.
 */
export async function applyToNotifications(queryClient: QueryClient, change: Change): Promise<void> {
  // A poll in flight would overwrite the change with the list from before it.
  await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
  queryClient.setQueryData<TNotificationListResponse>(notificationsQueryKey, (current) => {
    if (!current) return current;
    const notifications = change(current.notifications);
    // The count covers notifications beyond the listed ones too: move it by what changed in the list.
    const unreadBefore = current.notifications.filter((n) => !n.read).length;
    const unreadAfter = notifications.filter((n) => !n.read).length;
    return { notifications, unreadCount: Math.max(0, current.unreadCount - unreadBefore + unreadAfter) };
  });
}

/** Spec §8: a failed mark read, mark all or delete reloads the list from the server. */
export function reloadNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}
