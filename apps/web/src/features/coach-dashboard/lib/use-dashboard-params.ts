import { HR_ZONE_FILTERS, type HrZoneFilter } from "@bazin/shared/domain/training/heart-rate";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type CalendarView, clubToday, isDay } from "../../sessions/lib/calendar-dates.ts";

export const DASHBOARD_VIEWS = ["grid", "calendar", "chat"] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

/** Every address parameter of the dashboard; a change sets or (null / empty) removes each one given. */
export type DashboardParamChange = Partial<
  Record<"view" | "q" | "zone" | "cal" | "date" | "session" | "room", string | null>
>;

export interface DashboardParams {
  view: DashboardView;
  /** Grid: name search and heart-rate zone filter. */
  q: string;
  zone: HrZoneFilter | null;
  /** Calendar: week (default) or month, around `anchor`; the open session. */
  cal: CalendarView;
  anchor: string;
  sessionId: string | null;
  /** Chat: the open room. */
  roomId: string | null;
}

/**
 * The dashboard's state in the address (`?view=grid|calendar|chat`, grid by default, and each view's own
 * parameters), so a view can be shared, bookmarked and restored with Back. Unknown values fall back to defaults.
 */
export function useDashboardParams(now: Date = new Date()) {
  const [search, setSearch] = useSearchParams();
  const today = clubToday(now);
  const params = useMemo<DashboardParams>(() => {
    const view = search.get("view");
    const zone = search.get("zone");
    const date = search.get("date");
    return {
      view: (DASHBOARD_VIEWS as readonly string[]).includes(view ?? "") ? (view as DashboardView) : "grid",
      q: search.get("q") ?? "",
      zone: (HR_ZONE_FILTERS as readonly string[]).includes(zone ?? "") ? (zone as HrZoneFilter) : null,
      cal: search.get("cal") === "month" ? "month" : "week",
      anchor: isDay(date) ? date : today,
      sessionId: search.get("session") || null,
      roomId: search.get("room") || null,
    };
  }, [search, today]);

  const update = useCallback(
    (changes: DashboardParamChange, options: { replace?: boolean } = {}) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // Grid is the default view: its address stays plain /coach.
          if (next.get("view") === "grid") next.delete("view");
          return next;
        },
        { replace: options.replace },
      ),
    [setSearch],
  );

  return { params, today, update };
}
