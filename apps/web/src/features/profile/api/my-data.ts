import {
  type TCreateDeletionRequest,
  ZDeletionRequest,
  ZMyDeletionRequest,
} from "@bazin/shared/contracts/data-requests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";
import { api } from "../../../lib/http.ts";

/** GET /api/users/me/data — the person's own data, saved by the browser as a JSON file. */
export function downloadMyData(): Promise<string> {
  return downloadFile("/api/users/me/data", () => {});
}

const myDeletionRequestKey = ["profile", "me", "deletion-request"] as const;

/** GET /api/users/me/deletion-request — the newest deletion request, or null. */
export function useMyDeletionRequest() {
  return useQuery({
    queryKey: myDeletionRequestKey,
    queryFn: ({ signal }) => api("/api/users/me/deletion-request", { schema: ZMyDeletionRequest, signal }),
  });
}

/** POST /api/users/me/deletion-request, and POST …/cancel: the request's new state replaces the shown one. */
export function useDeletionRequestActions() {
  const client = useQueryClient();
  const onSuccess = (request: unknown) => client.setQueryData(myDeletionRequestKey, { request });
  const create = useMutation({
    mutationFn: (body: TCreateDeletionRequest) =>
      api("/api/users/me/deletion-request", { method: "POST", body, schema: ZDeletionRequest }),
    onSuccess,
  });
  const cancel = useMutation({
    mutationFn: () =>
      api("/api/users/me/deletion-request/cancel", { method: "POST", schema: ZDeletionRequest }),
    onSuccess,
  });
  return { create, cancel };
}
