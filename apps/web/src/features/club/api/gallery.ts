import {
  type TGalleryUploadFields,
  type TUpdateGalleryPhotoRequest,
  ZGalleryListResponse,
  ZGalleryPhoto,
} from "@bazin/shared/contracts/content";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withTimeout } from "../../../lib/http.ts";
import { uploadWithProgress } from "../../../lib/upload.ts";

/** The public gallery's cache is under ["gallery", …]; the admin's own list is kept apart from it. */
const adminGalleryKey = ["admin", "club", "gallery"] as const;
export const ADMIN_GALLERY_PAGE_SIZE = 24;

/** GET /api/gallery — every photo, newest first, page after page. */
export function useAdminGallery() {
  return useInfiniteQuery({
    queryKey: adminGalleryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ADMIN_GALLERY_PAGE_SIZE) });
      if (pageParam) params.set("cursor", pageParam);
      return api(`/api/gallery?${params}`, { schema: ZGalleryListResponse, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRefreshGallery() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminGalleryKey }),
      queryClient.invalidateQueries({ queryKey: ["gallery"] }),
    ]);
}

/** POST /api/gallery — one photo with its category and captions, with progress. */
export function uploadGalleryPhoto(
  file: File,
  fields: TGalleryUploadFields,
  onProgress: (percent: number) => void,
) {
  return uploadWithProgress({
    method: "POST",
    path: "/api/gallery",
    // The fields first, so the server knows them before the file streams in.
    form: () => {
      const form = new FormData();
      form.append("category", fields.category);
      form.append("captionRo", fields.captionRo);
      form.append("captionEn", fields.captionEn);
      form.append("image", file, file.name);
      return form;
    },
    schema: ZGalleryPhoto,
    onProgress,
  });
}

/** PATCH /api/gallery/:id — captions (the image's alternative text) and category. */
export function useUpdateGalleryPhoto() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateGalleryPhotoRequest }) =>
      api(`/api/gallery/${id}`, {
        method: "PATCH",
        body: changes,
        schema: ZGalleryPhoto,
        signal: withTimeout(),
      }),
    onSettled: refresh,
  });
}

/** DELETE /api/gallery/:id — the photo and all its files. */
export function useDeleteGalleryPhoto() {
  const refresh = useRefreshGallery();
  return useMutation({
    mutationFn: (id: string) => api(`/api/gallery/${id}`, { method: "DELETE", signal: withTimeout() }),
    onSettled: refresh,
  });
}
