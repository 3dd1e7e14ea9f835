import { type TStudentListQuery, ZStudentListQuery } from "@bazin/shared/contracts/students";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";

const DEFAULTS = ZStudentListQuery.parse({});

/**
 * The students list's search, filters, sort and page, kept in the address so a view can be bookmarked, shared
 * and restored with Back. An address the contract refuses falls back to the defaults.
 */
export function useStudentQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const parsed = ZStudentListQuery.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : DEFAULTS;
  }, [params]);

  /** Changes some values; any change but the page itself goes back to the first page. */
  const update = useCallback(
    (change: Partial<TStudentListQuery>) => {
      const next = { ...query, ...change, page: change.page ?? 1 };
      const compact: Partial<TStudentListQuery> = {};
      for (const [key, value] of Object.entries(next) as [keyof TStudentListQuery, unknown][]) {
        if (value !== DEFAULTS[key]) (compact as Record<string, unknown>)[key] = value;
      }
      const search = new URLSearchParams(filterSearch(compact));
      const tab = params.get("tab");
      if (tab) search.set("tab", tab);
      setParams(search, { replace: true });
    },
    [query, params, setParams],
  );

  return {
    query,
    update,
    isDefault:
      filterSearch({ ...query, page: undefined, pageSize: undefined }) ===
      filterSearch({ ...DEFAULTS, page: undefined, pageSize: undefined }),
  };
}
