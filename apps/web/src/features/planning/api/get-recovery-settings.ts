import { ZRecoverySettings } from "@bazin/shared/contracts/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { planningKey } from "./keys.ts";

/** GET /api/training-settings/recovery — the club's recovery days per workout type. */
export function getRecoverySettings(signal?: AbortSignal) {
  return api("/api/training-settings/recovery", { schema: ZRecoverySettings, signal });
}

export const recoverySettingsQuery = () =>
  queryOptions({
    queryKey: [...planningKey, "recovery-settings"],
    queryFn: ({ signal }) => getRecoverySettings(signal),
  });

/** The recovery days per workout type (admins and coaches read them; admins edit them). */
export function useRecoverySettings() {
  return useQuery(recoverySettingsQuery());
}
