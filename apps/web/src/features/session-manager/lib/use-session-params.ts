import { addDays, mondayOf } from "@bazin/shared/domain/training/plan-rules";
import { SESSION_STATUSES, type SessionStatus } from "@bazin/shared/domain/training/session-rules";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";
import { todayIso } from "./dates.ts";

/** Week (days as columns, or a day-by-day list on a phone) or a plain list of the week's sessions. */
export type SessionView = "week" | "list";

/** The manager's filters as the address holds them. */
export interface SessionParams {
  /** The Monday of the week shown. */
  week: string;
  view: SessionView;
  coachId?: string;
  planId?: string;
  status?: SessionStatus;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is SessionStatus =>
  (SESSION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The week, the view and the filters, kept in the address (`?week=2026-03-02&view=list&status=planned`) so a
 * view can be bookmarked and restored with Back. Any day reads as its week's Monday; unknown values as defaults.
 */
export function useSessionParams() {
  const [search, setSearch] = useSearchParams();
  const week = search.get("week");
  const view = search.get("view");
  const coachId = search.get("coachId");
  const planId = search.get("planId");
  const status = search.get("status");
  const params: SessionParams = useMemo(
    () => ({
      week: mondayOf(week && DAY.test(week) && !Number.isNaN(Date.parse(week)) ? week : todayIso()),
      view: view === "list" ? "list" : "week",
      coachId: coachId || undefined,
      planId: planId || undefined,
      status: isStatus(status) ? status : undefined,
    }),
    [week, view, coachId, planId, status],
  );
  const update = useCallback(
    (change: Partial<SessionParams>) => {
      const next = { ...params, ...change };
      setSearch(
        new URLSearchParams(
          filterSearch({
            week: next.week,
            view: next.view === "week" ? undefined : next.view,
            coachId: next.coachId,
            planId: next.planId,
            status: next.status,
          }),
        ),
        { replace: true, preventScrollReset: true },
      );
    },
    [params, setSearch],
  );
  const query = useMemo(
    () => ({
      from: params.week,
      to: addDays(params.week, 6),
      coachId: params.coachId,
      planId: params.planId,
      status: params.status,
    }),
    [params],
  );
  return { params, query, update };
}
