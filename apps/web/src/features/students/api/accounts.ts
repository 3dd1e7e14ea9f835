import { ZAccount, ZAccountPage } from "@bazin/shared/contracts/accounts";
import { type TCreateInvitationRequest, ZCreateInvitationResponse } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { pendingInvitationsKey } from "./pending-invitations.ts";

const accountsKey = ["accounts"] as const;

/** What the accounts list asks for: a search, a role (none for every role) and the page. */
export interface AccountFilter {
  q: string;
  role: Role | null;
  page: number;
}

/** GET /api/accounts — one page of the accounts matching the search and role. */
export function useAccounts({ q, role, page }: AccountFilter) {
  return useQuery({
    queryKey: [...accountsKey, q, role, page],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set("q", q);
      if (role) params.set("role", role);
      return api(`/api/accounts?${params}`, {
        schema: ZAccountPage,
        signal: withTimeout(signal),
      });
    },
    placeholderData: keepPreviousData,
  });
}

export type AccountChange = { id: string; role: Role } | { id: string; active: boolean };

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) =>
      "role" in change
        ? api(`/api/accounts/${change.id}/role`, {
            method: "PATCH",
            body: { role: change.role },
            schema: ZAccount,
          })
        : api(`/api/accounts/${change.id}/active`, {
            method: "PATCH",
            body: { active: change.active },
            schema: ZAccount,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useInviteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) =>
      api("/api/auth/invitations", { method: "POST", body, schema: ZCreateInvitationResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey }),
  });
}
