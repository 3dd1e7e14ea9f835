import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/registration/availability — places taken and left in every slot, right now. */
export async function getAvailability() {
  // The contract (zod) is loaded with the first request, not with the wizard (ADR 010).
  const { ZSlotAvailabilityResponse } = await import("../lib/response-schemas.ts");
  return api("/api/registration/availability", { schema: ZSlotAvailabilityResponse });
}

export const availabilityQueryKey = ["registration", "availability"] as const;

/** Live figures: always asked again when the schedule step opens, and every half minute while it shows. */
export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: availabilityQueryKey, queryFn: getAvailability, staleTime: 0 });

export function useAvailability(live: boolean) {
  return useQuery({
    ...availabilityQueryOptions(),
    refetchOnMount: "always",
    refetchInterval: live ? 30_000 : false,
  });
}
