import { type TRecoverySettings, ZRecoverySettings } from "@bazin/shared/contracts/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { recoverySettingsQuery } from "./get-recovery-settings.ts";

/** PUT /api/training-settings/recovery (admins) — saves every workout type's recovery days at once. */
export function updateRecoverySettings(body: TRecoverySettings) {
  return api("/api/training-settings/recovery", { method: "PUT", body, schema: ZRecoverySettings });
}

/** Saves the setting and keeps the server's answer as the cached value. */
export function useUpdateRecoverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecoverySettings,
    onSuccess: (saved) => queryClient.setQueryData(recoverySettingsQuery().queryKey, saved),
  });
}
