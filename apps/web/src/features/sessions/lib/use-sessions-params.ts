import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type CalendarView, clubToday, isDay } from "./calendar-dates.ts";

/** Query parameter that opens a session's details (the notifications' links: `/swimmer/sessions?session=<id>`). */
export const SESSION_PARAM = "session";

export interface SessionsParams {
  view: CalendarView;
  /** The day the view is around; today when the address has none. */
  anchor: string;
  /** The session whose details are open. */
  sessionId: string | null;
}

/**
 * The calendar's state in the address (`?view=month|week&date=YYYY-MM-DD&session=<id>`), so a view can be shared,
 * bookmarked and restored with Back. Unknown values fall back to the month of today.
 */
export function useSessionsParams(now: Date) {
  const [search, setSearch] = useSearchParams();
  const today = clubToday(now);
  const params = useMemo<SessionsParams>(() => {
    const date = search.get("date");
    return {
      view: search.get("view") === "week" ? "week" : "month",
      anchor: isDay(date) ? date : today,
      sessionId: search.get(SESSION_PARAM) || null,
    };
  }, [search, today]);

  const update = useCallback(
    (changes: Partial<Record<"view" | "date" | typeof SESSION_PARAM, string | null>>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearch],
  );

  return { ...params, today, update };
}
