import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's search text and page kept in the address, so a view can be bookmarked and restored with Back.
 * A new search goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() || undefined;
  const parsed = Number(params.get("page"));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const update = useCallback(
    (change: { q?: string; page?: number }) => {
      const next = new URLSearchParams();
      const nextQ = "q" in change ? change.q?.trim() : q;
      const nextPage = change.page ?? 1;
      if (nextQ) next.set("q", nextQ);
      if (nextPage > 1) next.set("page", String(nextPage));
      setParams(next, { replace: true });
    },
    [q, setParams],
  );
  return { q, page, update };
}
