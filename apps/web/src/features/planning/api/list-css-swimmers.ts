import { ZAdvancedSwimmerPage } from "@bazin/shared/contracts/swimmers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { planningKey } from "./keys.ts";

/** The most the list endpoint gives in one page; a club's advanced swimmers fit in it. */
const PAGE_SIZE = 100;

/**
 * GET /api/advanced-swimmers — the swimmers the CSS helper may prefill from, by name (a coach gets the
 * swimmers of the groups they coach).
 */
export function listCssSwimmers(signal?: AbortSignal) {
  return api(`/api/advanced-swimmers?sort=name&pageSize=${PAGE_SIZE}`, {
    schema: ZAdvancedSwimmerPage,
    signal,
  }).then((page) => page.items);
}

export const cssSwimmersQuery = () =>
  queryOptions({
    queryKey: [...planningKey, "css-swimmers"],
    queryFn: ({ signal }) => listCssSwimmers(signal),
    staleTime: 60_000,
  });

/** The swimmer picker's choices. */
export function useCssSwimmers() {
  return useQuery(cssSwimmersQuery());
}
