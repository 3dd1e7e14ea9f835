import { type TStudentListQuery, ZStudentListQuery } from "@bazin/shared/contracts/students";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { STUDENT_PARAM } from "../../../lib/paths.ts";
import { filterSearch } from "../../../lib/query-string.ts";

/** Only a student id is worth asking the server for; anything else in the address opens nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      for (const kept of ["tab", STUDENT_PARAM]) {
        const value = params.get(kept);
        if (value) search.set(kept, value);
      }
      setParams(search, { replace: true });
    },
    [query, params, setParams],
  );

  /**
   * The student whose details are open, in the address too, so a notification or an audit entry can link
   * straight to them and a reload keeps them open.
   */
  const asked = params.get(STUDENT_PARAM);
  const openId = asked && UUID.test(asked) ? asked : null;
  const setOpenId = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(STUDENT_PARAM, id);
          else next.delete(STUDENT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    query,
    update,
    openId,
    setOpenId,
    isDefault:
      filterSearch({ ...query, page: undefined, pageSize: undefined }) ===
      filterSearch({ ...DEFAULTS, page: undefined, pageSize: undefined }),
  };
}
