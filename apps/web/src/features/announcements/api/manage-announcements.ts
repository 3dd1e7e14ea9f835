import {
  type TAdminAnnouncement,
  type TAnnouncementInput,
  ZAdminAnnouncement,
  ZAdminAnnouncementListResponse,
} from "@bazin/shared/contracts/content";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";

export const ADMIN_ANNOUNCEMENTS_PAGE_SIZE = 10;

const adminAnnouncementsKey = ["admin", "announcements"] as const;

/** GET /api/admin/announcements — one page of every announcement, active or not. */
export function useManagedAnnouncements(page: number) {
  return useQuery({
    queryKey: [...adminAnnouncementsKey, page],
    queryFn: ({ signal }) =>
      api(`/api/admin/announcements?page=${page}&pageSize=${ADMIN_ANNOUNCEMENTS_PAGE_SIZE}`, {
        schema: ZAdminAnnouncementListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any change the managers' list and the public events page read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminAnnouncementsKey }),
      queryClient.invalidateQueries({ queryKey: ["announcements"] }),
    ]);
}

/** POST /api/admin/announcements (new) or PUT /api/admin/announcements/:id (edit). */
export function useSaveAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TAnnouncementInput }) =>
      api<TAdminAnnouncement>(id ? `/api/admin/announcements/${id}` : "/api/admin/announcements", {
        method: id ? "PUT" : "POST",
        body: input,
        schema: ZAdminAnnouncement,
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}

/** PATCH /api/admin/announcements/:id/active — publish or withdraw. */
export function useSetAnnouncementActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api(`/api/admin/announcements/${id}/active`, {
        method: "PATCH",
        body: { active },
        schema: ZAdminAnnouncement,
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/announcements/:id — the announcement and its image. */
export function useDeleteAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/admin/announcements/${id}`, {
        method: "DELETE",
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/announcements/:id/image — keeps the announcement, drops its image. */
export function removeAnnouncementImage(id: string) {
  return api(`/api/admin/announcements/${id}/image`, {
    method: "DELETE",
    schema: ZAdminAnnouncement,
    signal: withTimeout(),
  });
}
