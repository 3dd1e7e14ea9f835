import type { TNotificationListResponse } from "@bazin/shared/contracts/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { notificationsQueryKey } from "./get-notifications.ts";
import { applyToNotifications, reloadNotifications } from "./optimistic.ts";

/** PATCH /api/notifications/read-all */
export function markAllNotificationsRead() {
  return api<unknown>("/api/notifications/read-all", { method: "PATCH" });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await applyToNotifications(queryClient, (list) => list.map((n) => ({ ...n, read: true })));
      // Unread ones beyond the listed newest are read now too.
      queryClient.setQueryData<TNotificationListResponse>(notificationsQueryKey, (current) =>
        current ? { ...current, unreadCount: 0 } : current,
      );
    },
    onError: () => reloadNotifications(queryClient),
  });
}
