import { type TSessionUser, ZMeResponse } from "@bazin/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-error.ts";
import { api } from "../../../lib/http.ts";

/** GET /api/auth/me — the signed-in user, or null when nobody is signed in (401). */
export async function getMe(): Promise<TSessionUser | null> {
  try {
    const answer = await api("/api/auth/me", { schema: ZMeResponse });
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryKey = ["auth", "me"] as const;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
