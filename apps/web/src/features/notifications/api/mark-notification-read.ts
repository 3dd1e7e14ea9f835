import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { applyToNotifications, reloadNotifications } from "./optimistic.ts";

/** PATCH /api/notifications/{id}/read */
export function markNotificationRead(id: string) {
  return api<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "PATCH" });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      applyToNotifications(queryClient, (list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    onError: () => reloadNotifications(queryClient),
  });
}
