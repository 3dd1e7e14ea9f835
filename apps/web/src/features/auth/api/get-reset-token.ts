import { ZResetTokenInfo } from "@bazin/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

/** GET /api/auth/reset-password/:token — 404 RESET_TOKEN_INVALID when the link is bad, used or expired. */
export function getResetToken(token: string) {
  return api(`/api/auth/reset-password/${encodeURIComponent(token)}`, { schema: ZResetTokenInfo });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => getResetToken(token),
    staleTime: 0,
  });

export function useResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ""), enabled: !!token });
}
