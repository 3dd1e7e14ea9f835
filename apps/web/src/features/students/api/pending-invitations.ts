import {
  type TPendingInvitation,
  ZPendingInvitationList,
  ZResendInvitationResponse,
} from "@bazin/shared/contracts/invitations";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";

/** Every call that sends or ends an invitation invalidates this key, so the list is never stale. */
export const pendingInvitationsKey = ["invitations", "pending"] as const;

export function usePendingInvitations() {
  return useQuery({
    queryKey: pendingInvitationsKey,
    queryFn: ({ signal }) =>
      api("/api/auth/invitations", {
        schema: ZPendingInvitationList,
        signal: withTimeout(signal),
      }),
  });
}

/** Mails the invitation again with a new link (the old one stops working). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: TPendingInvitation) =>
      api(`/api/auth/invitations/${invitation.id}/resend`, {
        method: "POST",
        schema: ZResendInvitationResponse,
        signal: withTimeout(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey }),
  });
}

/** Withdraws the invitation: its link shows the invalid state from now on. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: TPendingInvitation) =>
      api(`/api/auth/invitations/${invitation.id}`, {
        method: "DELETE",
        signal: withTimeout(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey }),
  });
}
