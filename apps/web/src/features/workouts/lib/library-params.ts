import { ZWorkoutListQuery } from "@bazin/shared/contracts/workouts";
import { useCallback, useMemo, useRef } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import type { z } from "zod";
import { filterSearch } from "../../../lib/query-string.ts";

/** The library's filters, sort and page as the contract reads them (arrays for strokes and equipment). */
export type LibraryFilter = z.output<typeof ZWorkoutListQuery>;

/** No filter, sorted by name, first page. */
export const LIBRARY_DEFAULTS: LibraryFilter = ZWorkoutListQuery.parse({});

/** The query string values of a filter (shared by the address and the API call). */
export type LibrarySearch = Record<string, string | number | undefined>;

/**
 * A filter as the address and `GET /api/workouts` take it: lists comma-separated, the archived switch only when
 * on, and the defaults (sort by name, page 1, page size) left out so addresses stay short.
 */
export function librarySearch(filter: LibraryFilter): LibrarySearch {
  const search: LibrarySearch = {};
  for (const [key, value] of Object.entries(filter) as [keyof LibraryFilter, unknown][]) {
    if (value === undefined || value === "" || value === false) continue;
    if (value === LIBRARY_DEFAULTS[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search[key] = value.join(",");
    } else search[key] = typeof value === "number" ? value : String(value);
  }
  return search;
}

/**
 * Reads the address's filters. A value the contract refuses (a hand-edited or old link) is dropped on its own,
 * so the other filters of the link still apply.
 */
export function parseLibrarySearch(params: URLSearchParams): LibraryFilter {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < 3; attempt++) {
    const parsed = ZWorkoutListQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete raw[key];
    }
  }
  return LIBRARY_DEFAULTS;
}

/** How many filters narrow the list (search, sort and page aside): the phone's "Filtre (n)". */
export function activeFilterCount(filter: LibraryFilter): number {
  return [
    filter.level,
    filter.type,
    filter.minDistance,
    filter.maxDistance,
    filter.stroke?.length ? filter.stroke : undefined,
    filter.equipment?.length ? filter.equipment : undefined,
    filter.zone,
    filter.authorId,
    filter.archived || undefined,
  ].filter((value) => value !== undefined).length;
}

/** Every filter off (search too); the sort stays as chosen. */
export const CLEARED_FILTERS: Partial<LibraryFilter> = {
  q: undefined,
  level: undefined,
  type: undefined,
  minDistance: undefined,
  maxDistance: undefined,
  stroke: undefined,
  equipment: undefined,
  zone: undefined,
  authorId: undefined,
  archived: false,
};

const sameSearch = (a: LibraryFilter, b: LibraryFilter) =>
  filterSearch(librarySearch(a)) === filterSearch(librarySearch(b));

/**
 * The workout library's search, filters, sort and page, kept in the address so a view can be bookmarked,
 * shared and restored with Back.
 */
export function useLibraryParams() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const locationKey = useLocation().key;
  const filter = useMemo(() => parseLibrarySearch(params), [params]);
  // Several fields may commit before the address has been read back (two debounced inputs, a select chosen while
  // a typed value lands): each change builds on the last one made here, not on the filter of the last render,
  // so none is lost. The pending change ends when the address shows it, or when a navigation not made here
  // (Back, a link) sets the address: that is the truth again. Cleared while rendering, not in an effect, since
  // the filter fields' effects run before this hook's and may commit in the same pass.
  const pending = useRef<{ filter: LibraryFilter; locationKey: string } | null>(null);
  const navigatedElsewhere =
    pending.current && navigationType !== "REPLACE" && pending.current.locationKey !== locationKey;
  if (pending.current && (navigatedElsewhere || sameSearch(pending.current.filter, filter))) {
    pending.current = null;
  }

  // The filter of the latest render, for callers holding an older `update` (a dropdown opened before a typed
  // value landed calls the onChange it was given then).
  const latest = useRef(filter);
  latest.current = filter;

  /** Changes some values; any change but the page itself goes back to the first page. */
  const update = useCallback(
    (change: Partial<LibraryFilter>) => {
      const next = { ...(pending.current?.filter ?? latest.current), ...change, page: change.page ?? 1 };
      pending.current = { filter: next, locationKey: pending.current?.locationKey ?? locationKey };
      setParams(new URLSearchParams(filterSearch(librarySearch(next))), { replace: true });
    },
    [locationKey, setParams],
  );

  const activeCount = activeFilterCount(filter);
  return {
    filter,
    /** What `GET /api/workouts` is asked. */
    search: librarySearch(filter),
    update,
    activeCount,
    /** Something narrows the list: an empty page then means "no match", not "no workouts yet". */
    isFiltered: activeCount > 0 || !!filter.q,
  };
}
