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
  const update = useCallback(
    (change: PlanListQuery) => {
      const next = { ...query, ...change };
      setParams(new URLSearchParams(filterSearch({ status: next.status, q: next.q })), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [query, setParams],
  );
  return { query, q, update, isDefault: !query.status && !query.q };
}
