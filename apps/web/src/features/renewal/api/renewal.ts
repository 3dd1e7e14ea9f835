import { type TRenewalRequest, ZRenewalLinkInfo, ZRenewalResponse } from "@bazin/shared/contracts/renewal";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";

/** GET /api/renewal/:token — 404 RENEWAL_LINK_INVALID when the link is unknown, used or expired. Not spent. */
export function getRenewalLink(token: string) {
  return api(`/api/renewal/${encodeURIComponent(token)}`, { schema: ZRenewalLinkInfo });
}

export function useRenewalLink(token: string | null) {
  return useQuery({
    queryKey: ["renewal", "link", token],
    queryFn: () => getRenewalLink(token ?? ""),
    enabled: !!token,
    staleTime: 0,
    // A refused link stays refused: asking again would only repeat the answer.
    retry: false,
  });
}

/** POST /api/renewal — spends the link: renewed at once, or the request sent to the admins. */
export function requestRenewal(body: TRenewalRequest) {
  return api("/api/renewal", { method: "POST", body, schema: ZRenewalResponse, signal: withTimeout() });
}

export function useRequestRenewal() {
  return useMutation({ mutationFn: requestRenewal });
}
