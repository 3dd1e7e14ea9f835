import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { applyToNotifications, reloadNotifications } from "./optimistic.ts";

/** DELETE /api/notifications/{id} */
export function deleteNotification(id: string) {
  return api<unknown>(`/api/notifications/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) => applyToNotifications(queryClient, (list) => list.filter((n) => n.id !== id)),
    onError: () => reloadNotifications(queryClient),
  });
}
