import {
  type TDeletionRequestListQuery,
  ZAdminDeletionRequest,
  ZDeletionRequestPage,
} from "@bazin/shared/contracts/data-requests";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";

const listKey = ["admin", "deletion-requests"] as const;

/** GET /api/admin/deletion-requests — one page, newest first, with the days left of the 30. */
export function useDeletionRequests(query: TDeletionRequestListQuery) {
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) =>
      api(`/api/admin/deletion-requests?${filterSearch(query)}`, {
        schema: ZDeletionRequestPage,
        signal: withTimeout(signal),
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/:id/complete (delete the account and data) and …/:id/reject (with a reason); the list reloads. */
export function useDeletionDecisions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: listKey });
  const complete = useMutation({
    mutationFn: (id: string) =>
      api(`/api/admin/deletion-requests/${id}/complete`, { method: "POST", schema: ZAdminDeletionRequest }),
    onSettled,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(`/api/admin/deletion-requests/${id}/reject`, {
        method: "POST",
        body: { reason },
        schema: ZAdminDeletionRequest,
      }),
    onSettled,
  });
  return { complete, reject };
}
