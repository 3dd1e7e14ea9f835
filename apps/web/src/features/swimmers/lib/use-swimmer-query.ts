import { type TAdvancedSwimmerListQuery, ZAdvancedSwimmerListQuery } from "@bazin/shared/contracts/swimmers";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";

export const SWIMMER_QUERY_DEFAULTS = ZAdvancedSwimmerListQuery.parse({});
export type SwimmerQuery = typeof SWIMMER_QUERY_DEFAULTS;

const withoutPaging = (query: Partial<SwimmerQuery>) =>
  filterSearch({ ...query, page: undefined, pageSize: undefined });

/**
 * The advanced swimmers list's search, filters, sort and page, kept in the address so a view can be
 * bookmarked, shared and restored with Back. An address the contract refuses falls back to the defaults.
 */
export function useSwimmerQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const parsed = ZAdvancedSwimmerListQuery.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : SWIMMER_QUERY_DEFAULTS;
  }, [params]);

  /** Changes some values; any change but the page itself goes back to the first page. */
  const update = useCallback(
    (change: Partial<TAdvancedSwimmerListQuery>) => {
      const next = { ...query, ...change, page: change.page ?? 1 };
      const compact: Record<string, string | number | undefined> = {};
      for (const [key, value] of Object.entries(next) as [keyof SwimmerQuery, string | number][]) {
        if (value !== SWIMMER_QUERY_DEFAULTS[key]) compact[key] = value;
      }
      setParams(new URLSearchParams(filterSearch(compact)), { replace: true });
    },
    [query, setParams],
  );

  return {
    query,
    update,
    /** True when search, filters and sort are all at their defaults (nothing to reset). */
    isDefault: withoutPaging(query) === withoutPaging(SWIMMER_QUERY_DEFAULTS),
    /** True when something narrows the list (search or a filter): an empty page then means "no match". */
    isFiltered: !!(query.q || query.groupId || query.zone || query.gender),
  };
}
