import { AUDIT_ACTIONS, type TAuditAction, type TAuditFilter } from "@bazin/shared/contracts/audit";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

const FILTER_KEYS = ["actor", "action", "from", "to", "q"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit log's filters and page kept in the address, like the consents page's search, so a view can be
 * bookmarked and restored with Back. A value the server would refuse (an unknown action, a malformed day) is
 * ignored rather than sent; any change of filter goes back to the first page.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const day = (key: string) => {
    const value = params.get(key) ?? "";
    return DAY.test(value) ? value : undefined;
  };
  const rawAction = params.get("action");
  const filter: TAuditFilter = {
    actor: text("actor"),
    action: (AUDIT_ACTIONS as readonly (string | null)[]).includes(rawAction)
      ? (rawAction as TAuditAction)
      : undefined,
    from: day("from"),
    to: day("to"),
    q: text("q"),
  };
  // One object per distinct filter, so effects and queries that depend on it do not run on every render.
  const key = JSON.stringify(filter);
  const stable = useMemo(() => JSON.parse(key) as TAuditFilter, [key]);
  const parsed = Number(params.get("page"));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;

  const update = useCallback(
    (change: Partial<TAuditFilter> & { page?: number }) => {
      const next = new URLSearchParams();
      for (const name of FILTER_KEYS) {
        const value = name in change ? change[name] : stable[name];
        if (typeof value === "string" && value.trim()) next.set(name, value.trim());
      }
      if ((change.page ?? 1) > 1) next.set("page", String(change.page));
      setParams(next, { replace: true });
    },
    [stable, setParams],
  );
  const active = FILTER_KEYS.some((name) => stable[name] !== undefined);
  return { filter: stable, page, update, active };
}
