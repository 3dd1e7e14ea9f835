import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { timesKey } from "./query-keys.ts";

/** DELETE /api/swim-times/:id (204). */
export function deleteSwimTime(id: string) {
  return api<unknown>(`/api/swim-times/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSwimTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSwimTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesKey }),
  });
}
