import type { TMeResponse } from "@bazin/shared/contracts/auth";
import {
  type TLegalDocument,
  type TPendingText,
  ZAcceptGdprResponse,
  ZLegalTextResponse,
} from "@bazin/shared/contracts/gdpr";
import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import type { Language } from "../../../lib/i18n.ts";

/** The signed-in user query (features/auth), named by its key as features do not import each other. */
const meQueryKey = ["auth", "me"] as const;

/**
 * GET /api/legal/:document?version=N for each text to accept, in the interface language; the language is in
 * the key so switching reloads them.
 */
export function usePendingTexts(texts: TPendingText[], language: Language) {
  return useQueries({
    queries: texts.map((text) => ({
      queryKey: ["legal", text.document, text.version, language],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(`/api/legal/${text.document}?version=${text.version}`, { schema: ZLegalTextResponse, signal }),
      staleTime: 0,
    })),
  });
}

/**
 * POST /api/gdpr/accept — records the acceptance of the texts read; /me's pending texts are replaced by the
 * answer, so the portal opens at once on the page the user was going to.
 */
export function useAcceptPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: { document: TLegalDocument; version: number }[]) =>
      api("/api/gdpr/accept", { method: "POST", body: { texts }, schema: ZAcceptGdprResponse }),
    onSuccess: ({ gdprAcceptance }) =>
      queryClient.setQueryData<TMeResponse | null>(meQueryKey, (me) => (me ? { ...me, gdprAcceptance } : me)),
  });
}
