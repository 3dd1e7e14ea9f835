import { PLAN_STATUSES, type PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterSearch } from "../../../lib/query-string.ts";
import type { PlanListQuery } from "../api/list-plans.ts";

const isStatus = (value: string | null): value is PlanStatus =>
  (PLAN_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The plans list's status and search, kept in the address (`?status=active&q=…`) so a view can be bookmarked
 * and restored with Back. A status the page does not know reads as "all".
 */
export function usePlansParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const q = params.get("q") ?? "";
  const query: PlanListQuery = useMemo(
    () => ({ status: isStatus(status) ? status : undefined, q: q.trim() || undefined }),
    [status, q],
  );
  // From the address as it is when the change lands, not as this render saw it: a debounced search and a
  // click on a status may both land before the next render, and neither may drop the other.
  const update = useCallback(
    (change: PlanListQuery) => {
      setParams(
        (current) => {
          const status = current.get("status");
          const next = {
            status: isStatus(status) ? status : undefined,
            q: current.get("q")?.trim() || undefined,
            ...change,
          };
          return new URLSearchParams(filterSearch({ status: next.status, q: next.q }));
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { query, q, update, isDefault: !query.status && !query.q };
}
