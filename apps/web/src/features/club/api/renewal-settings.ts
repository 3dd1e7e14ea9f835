import { type TRenewalSettings, ZRenewalSettings } from "@bazin/shared/contracts/renewal";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";

const renewalSettingsKey = ["admin", "club", "renewal-settings"] as const;

/** GET /api/admin/renewal-settings — whether a registrant's request renews at once. */
export function useRenewalSettings() {
  return useQuery({
    queryKey: renewalSettingsKey,
    queryFn: ({ signal }) => api("/api/admin/renewal-settings", { schema: ZRenewalSettings, signal }),
  });
}

/** PUT /api/admin/renewal-settings. */
export function useSaveRenewalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TRenewalSettings) =>
      api("/api/admin/renewal-settings", {
        method: "PUT",
        body: settings,
        schema: ZRenewalSettings,
        signal: withTimeout(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(renewalSettingsKey, saved),
  });
}
