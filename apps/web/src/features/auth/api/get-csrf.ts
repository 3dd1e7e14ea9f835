import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchCsrfToken } from "../../../lib/http.ts";

/** GET /api/csrf — the sign-in screen's initialisation: without a token no state-changing call can succeed. */
export const csrfQueryOptions = () =>
  queryOptions({ queryKey: ["auth", "csrf"], queryFn: fetchCsrfToken, staleTime: Number.POSITIVE_INFINITY });

export function useCsrf() {
  return useQuery(csrfQueryOptions());
}
