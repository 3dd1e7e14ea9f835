import { type TUpdateSwimTimeRequest, ZSwimTime } from "@bazin/shared/contracts/times";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { timesKey } from "./query-keys.ts";

/** PUT /api/swim-times/:id — date, event, time, pool, competition and notes of one time. */
export function updateSwimTime({ id, body }: { id: string; body: TUpdateSwimTimeRequest }) {
  return api(`/api/swim-times/${encodeURIComponent(id)}`, { method: "PUT", body, schema: ZSwimTime });
}

export function useUpdateSwimTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSwimTime,
    // PB flags and club records of the event move with the edit: everything under the feature's key reloads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesKey }),
  });
}
