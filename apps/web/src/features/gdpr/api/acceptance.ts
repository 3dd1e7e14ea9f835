import type { TMeResponse } from "@bazin/shared/contracts/auth";
import { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
import { ZAcceptGdprResponse } from "@bazin/shared/contracts/gdpr";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";

/** The signed-in user query (features/auth), named by its key as features do not import each other. */
const meQueryKey = ["auth", "me"] as const;

/** GET /api/gdpr/current in the interface language; the language is in the key so switching reloads it. */
export function useCurrentPolicy(language: Language) {
  return useQuery({
    queryKey: ["gdpr", "current", language],
    queryFn: ({ signal }) => api("/api/gdpr/current", { schema: ZGdprCurrentResponse, signal }),
    staleTime: 0,
  });
}

/**
 * POST /api/gdpr/accept — records the acceptance; /me's pending version is replaced by the answer, so the
 * portal opens at once on the page the user was going to.
 */
export function useAcceptPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api("/api/gdpr/accept", { method: "POST", body: { version }, schema: ZAcceptGdprResponse }),
    onSuccess: ({ gdprAcceptance }) =>
      queryClient.setQueryData<TMeResponse | null>(meQueryKey, (me) => (me ? { ...me, gdprAcceptance } : me)),
  });
}
