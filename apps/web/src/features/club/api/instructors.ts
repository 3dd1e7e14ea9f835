import {
  type TInstructorAdmin,
  ZInstructorAdmin,
  ZInstructorListResponse,
  type ZUpsertInstructorRequest,
} from "@bazin/shared/contracts/club";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, withTimeout } from "../../../lib/http.ts";
import { uploadWithProgress } from "../../../lib/upload.ts";
import { reloadPublicClub } from "./public-club.ts";

export type InstructorInput = z.input<typeof ZUpsertInstructorRequest>;
const instructorsKey = ["admin", "club", "instructors"] as const;

/** GET /api/club/instructors — every instructor, inactive ones too. */
export function useInstructors() {
  return useQuery({
    queryKey: instructorsKey,
    queryFn: ({ signal }) =>
      api("/api/club/instructors", { schema: ZInstructorListResponse, signal }).then((r) => r.instructors),
  });
}

/** After a change the admin's list and the public pages (contact, wizard) read again. */
export function useRefreshInstructors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: instructorsKey }), reloadPublicClub(queryClient)]);
}

/** POST /api/club/instructors (new) or PUT /api/club/instructors/:id (edit). */
export function saveInstructor(id: string | null, input: InstructorInput) {
  return api<TInstructorAdmin>(id ? `/api/club/instructors/${id}` : "/api/club/instructors", {
    method: id ? "PUT" : "POST",
    body: input,
    schema: ZInstructorAdmin,
    signal: withTimeout(),
  });
}

/** PUT /api/club/instructors/:id/photo — JPEG, PNG or WebP, made square by the server; with progress. */
export function uploadInstructorPhoto(id: string, file: File, onProgress: (percent: number) => void) {
  return uploadWithProgress({
    method: "PUT",
    path: `/api/club/instructors/${id}/photo`,
    form: () => {
      const form = new FormData();
      form.append("file", file, file.name);
      return form;
    },
    schema: ZInstructorAdmin,
    onProgress,
  });
}

/** DELETE /api/club/instructors/:id/photo — the site then shows the initials. */
export function removeInstructorPhoto(id: string) {
  return api(`/api/club/instructors/${id}/photo`, {
    method: "DELETE",
    schema: ZInstructorAdmin,
    signal: withTimeout(),
  });
}

/** DELETE /api/club/instructors/:id — refused (INSTRUCTOR_IN_USE) for one registrations chose. */
export function useDeleteInstructor() {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/club/instructors/${id}`, {
        method: "DELETE",
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}
