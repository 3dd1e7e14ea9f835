import {
  type TSwimTimeListFilter,
  type TSwimTimeListQuery,
  ZSwimTimeListQuery,
} from "@bazin/shared/contracts/times";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";

const DEFAULTS = ZSwimTimeListQuery.parse({});

/** A filter as the API takes it, without the defaults (`filterSearch` leaves out a false PB switch). */
export function toListQuery(filter: TSwimTimeListFilter): TSwimTimeListQuery {
  return {
    ...filter,
    page: filter.page === DEFAULTS.page ? undefined : filter.page,
    pageSize: filter.pageSize === DEFAULTS.pageSize ? undefined : filter.pageSize,
  };
}

/**
 * The club times list's filters and page, kept in the address so a view can be bookmarked, shared and
 * restored with Back. An address the contract refuses falls back to the defaults.
 */
export function useTimesParams() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => {
    const parsed = ZSwimTimeListQuery.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : DEFAULTS;
  }, [params]);

  /** Changes some filters; any change but the page itself goes back to the first page. */
  const update = useCallback(
    (change: Partial<TSwimTimeListFilter>) => {
      const next = { ...filter, ...change, page: change.page ?? 1 };
      setParams(new URLSearchParams(filterSearch(toListQuery(next))), { replace: true });
    },
    [filter, setParams],
  );

  const activeCount = [
    filter.event,
    filter.poolLength,
    filter.from,
    filter.to,
    filter.competition,
    filter.personalBests || undefined,
  ].filter((value) => value !== undefined && value !== "").length;

  return {
    filter,
    query: toListQuery(filter),
    update,
    /** Filters on besides the swimmer (the one shown on a phone too). */
    activeCount,
    isDefault: activeCount === 0 && !filter.studentId,
  };
}
