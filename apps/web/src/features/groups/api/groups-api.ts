import {
  type TGroupInput,
  ZGroup,
  ZGroupCandidatesResponse,
  ZGroupListResponse,
} from "@bazin/shared/contracts/groups";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

const groupsKey = ["admin", "groups"] as const;

/** GET /api/admin/groups — every group with its swimmers and coaches. */
export function useGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: ({ signal }) =>
      api("/api/admin/groups", { schema: ZGroupListResponse, signal }).then((r) => r.items),
  });
}

/** GET /api/admin/groups/candidates — the swimmers and coaches a group may hold. */
export function useGroupCandidates(enabled: boolean) {
  return useQuery({
    queryKey: [...groupsKey, "candidates"],
    queryFn: ({ signal }) =>
      api("/api/admin/groups/candidates", { schema: ZGroupCandidatesResponse, signal }),
    enabled,
  });
}

/** POST /api/admin/groups (new) or PUT /api/admin/groups/:id (edit). */
export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TGroupInput }) =>
      api(id ? `/api/admin/groups/${id}` : "/api/admin/groups", {
        method: id ? "PUT" : "POST",
        body: input,
        schema: ZGroup,
      }),
    // A new or changed group changes its members' chat rooms too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKey }),
        queryClient.invalidateQueries({ queryKey: ["chat", "rooms"] }),
      ]),
  });
}

/** DELETE /api/admin/groups/:id — the group and its chat room. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/groups/${id}`, { method: "DELETE" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsKey }),
        queryClient.invalidateQueries({ queryKey: ["chat", "rooms"] }),
      ]),
  });
}
