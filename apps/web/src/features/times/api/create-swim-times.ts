import { type TCreateSwimTimesRequest, ZCreateSwimTimesResponse } from "@bazin/shared/contracts/times";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { timesKey } from "./query-keys.ts";

/** POST /api/swim-times — one swimmer's times of one day; answers which are PBs and club records now. */
export function createSwimTimes(body: TCreateSwimTimesRequest) {
  return api("/api/swim-times", { method: "POST", body, schema: ZCreateSwimTimesResponse });
}

export function useCreateSwimTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSwimTimes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesKey }),
  });
}
