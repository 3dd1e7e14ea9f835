import { type TMeResponse, ZMeResponse } from "@bazin/shared/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-error.ts";
import { api } from "../../../lib/http.ts";

/**
 * GET /api/auth/me — the signed-in user and the privacy policy version they must accept first (if any), or
 * null when nobody is signed in (401).
 */
export async function getMe(): Promise<TMeResponse | null> {
  try {
    return await api("/api/auth/me", { schema: ZMeResponse });
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
