import {
  NOTIFICATION_POLL_MS,
  type TNotificationListResponse,
  ZNotificationListResponse,
} from "@bazin/shared/contracts/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/notifications — the newest notifications in the interface language, and the unread count. */
export async function getNotifications(): Promise<TNotificationListResponse> {
  try {
    return await api("/api/notifications", { schema: ZNotificationListResponse });
  } catch (error) {
    // Spec §8: a failed fetch is only logged; the bell keeps what it showed and the next poll tries again.
    console.warn("Could not load the notifications", error);
    throw error;
  }
}

export const notificationsQueryKey = ["notifications"] as const;

/** Polled every 30 s (spec §9); a push on the notification queue reloads it sooner. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 0,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
