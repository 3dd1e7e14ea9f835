import { GALLERY_CATEGORIES, ZGalleryListResponse } from "@bazin/shared/contracts/content";
import { galleryPath } from "@bazin/shared/domain/public-pages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export function isGalleryCategory(value: string | null): value is GalleryCategory {
  return (GALLERY_CATEGORIES as readonly (string | null)[]).includes(value);
}

/** GET /api/gallery — one page of photos, newest first; `cursor` is the previous page's nextCursor. */
export function getGalleryPage(
  category: GalleryCategory | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return api(galleryPath(category, cursor), { schema: ZGalleryListResponse, signal });
}

export const galleryQueryOptions = (category?: GalleryCategory) =>
  infiniteQueryOptions({
    queryKey: ["gallery", category ?? "all"],
    queryFn: ({ pageParam, signal }) => getGalleryPage(category, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60_000,
  });

/** The gallery, page after page ("load more"), for one category or all. */
export function useGallery(category?: GalleryCategory) {
  return useInfiniteQuery(galleryQueryOptions(category));
}
