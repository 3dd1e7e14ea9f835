import { ZRegistrationResponse } from "@bazin/shared/contracts/registration";
import {
  type TStudentFilter,
  type TStudentListQuery,
  ZDashboardResponse,
  ZStudentDetail,
  ZStudentInviteResponse,
  ZStudentPage,
} from "@bazin/shared/contracts/students";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { filterSearch } from "../../../lib/query-string.ts";
import { pendingInvitationsKey } from "./pending-invitations.ts";

export const studentsKey = ["students"] as const;

/** GET /api/students — one page of the filtered, sorted list. */
export function useStudents(query: TStudentListQuery) {
  return useQuery({
    queryKey: [...studentsKey, "list", query],
    queryFn: ({ signal }) =>
      api(`/api/students?${filterSearch(query)}`, {
        schema: ZStudentPage,
        signal: withTimeout(signal),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: string | null) {
  return useQuery({
    queryKey: [...studentsKey, "detail", id],
    queryFn: ({ signal }) =>
      api(`/api/students/${id}`, {
        schema: ZStudentDetail,
        signal: withTimeout(signal),
      }),
    enabled: !!id,
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) =>
      api("/api/admin/dashboard", {
        schema: ZDashboardResponse,
        signal: withTimeout(signal),
      }),
  });
}

export type StudentAction = "activate" | "expire" | "renew" | "delete" | "invite";

/** POST/PATCH/DELETE on one student; every list, detail and the dashboard reload afterwards. */
export function studentAction(action: StudentAction, id: string): Promise<unknown> {
  const signal = withTimeout();
  switch (action) {
    case "activate":
    case "expire":
      return api(`/api/students/${id}/status`, {
        method: "PATCH",
        body: { status: action === "activate" ? "active" : "expired" },
        signal,
      });
    case "renew":
      return api(`/api/students/${id}/renew`, { method: "POST", schema: ZRegistrationResponse, signal });
    case "delete":
      return api(`/api/students/${id}`, { method: "DELETE", signal });
    case "invite":
      return api(`/api/students/${id}/invite`, { method: "POST", schema: ZStudentInviteResponse, signal });
  }
}

export function useStudentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: StudentAction; id: string }) => studentAction(action, id),
    onSettled: (_data, _error, { action }) => {
      void queryClient.invalidateQueries({ queryKey: studentsKey });
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
      if (action === "invite") void queryClient.invalidateQueries({ queryKey: pendingInvitationsKey });
    },
  });
}

/** The export's address for a filter (same filters as the list, no paging). */
export function exportUrl(filter: Partial<TStudentFilter>): string {
  const { page: _p, pageSize: _s, ...rest } = filter as Partial<TStudentListQuery>;
  const search = filterSearch(rest);
  return `/api/students/export.csv${search ? `?${search}` : ""}`;
}
