import {
  type TScheduleSlotAdmin,
  ZScheduleSlotAdmin,
  ZScheduleSlotListResponse,
  type ZUpsertScheduleSlotRequest,
} from "@bazin/shared/contracts/club";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, withTimeout } from "../../../lib/http.ts";
import { reloadPublicClub } from "./public-club.ts";

export type SlotInput = z.input<typeof ZUpsertScheduleSlotRequest>;
const slotsKey = ["admin", "club", "slots"] as const;

/** GET /api/club/slots — every slot, inactive ones too, with the places taken now. */
export function useSlots() {
  return useQuery({
    queryKey: slotsKey,
    queryFn: ({ signal }) =>
      api("/api/club/slots", { schema: ZScheduleSlotListResponse, signal }).then((r) => r.slots),
  });
}

/** After a change the admin's list, the public schedule and the wizard's availability read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: slotsKey }), reloadPublicClub(queryClient)]);
}

/** POST /api/club/slots (new) or PUT /api/club/slots/:id (edit). */
export function useSaveSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SlotInput }) =>
      api<TScheduleSlotAdmin>(id ? `/api/club/slots/${id}` : "/api/club/slots", {
        method: id ? "PUT" : "POST",
        body: input,
        schema: ZScheduleSlotAdmin,
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/club/slots/:id — refused (SLOT_IN_USE) for a slot registrations chose. */
export function useDeleteSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(`/api/club/slots/${id}`, { method: "DELETE", signal: withTimeout() }),
    onSettled: refresh,
  });
}
