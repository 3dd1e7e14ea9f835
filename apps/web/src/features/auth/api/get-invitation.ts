import { ZInvitationInfo } from "@bazin/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/auth/invitations/:token — who the invitation is for; 404 INVITATION_INVALID when bad or expired. */
export function getInvitation(token: string) {
  return api(`/api/auth/invitations/${encodeURIComponent(token)}`, { schema: ZInvitationInfo });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["auth", "invitation", token],
    queryFn: () => getInvitation(token),
    staleTime: 0,
  });

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ""), enabled: !!token });
}
