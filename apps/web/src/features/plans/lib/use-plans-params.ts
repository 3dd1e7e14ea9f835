import { PLAN_STATUSES, type PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { useCallback, useMemo, useRef } from "react";
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
  // Each change starts from the last one made, not from what this render saw: a debounced search and a click on
  // a status may both land before the next render (React Router's functional update reads the render's
  // params), and neither may drop the other. A render (Back, a link) brings the address in again.
  const latest = useRef(params);
  const seen = useRef(params.toString());
  if (params.toString() !== seen.current) {
    seen.current = params.toString();
    latest.current = params;
  }
  const update = useCallback(
    (change: PlanListQuery) => {
      const current = latest.current;
      const status = current.get("status");
      const next = {
        status: isStatus(status) ? status : undefined,
        q: current.get("q")?.trim() || undefined,
        ...change,
      };
      const search = new URLSearchParams(filterSearch({ status: next.status, q: next.q }));
      latest.current = search;
      setParams(search, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return { query, q, update, isDefault: !query.status && !query.q };
}
