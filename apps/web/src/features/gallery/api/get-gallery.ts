import type { TGalleryListResponse } from "@bazin/shared/contracts/content";
import { GALLERY_CATEGORIES, type GalleryCategory } from "@bazin/shared/domain/content";
import { galleryPath } from "@bazin/shared/domain/public-pages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, pageAnswer } from "../../../lib/http.ts";

export type { GalleryCategory };

export function isGalleryCategory(value: string | null): value is GalleryCategory {
  return (GALLERY_CATEGORIES as readonly (string | null)[]).includes(value);
}

/**
 * GET /api/gallery — one page of photos, newest first; `cursor` is the previous page's nextCursor. Not checked
 * against the contract's zod schema, like the events page's list (get-announcements.ts): no zod on public pages.
 */
export function getGalleryPage(
  category: GalleryCategory | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return api<TGalleryListResponse>(galleryPath(category, cursor), { signal });
}

export const galleryQueryOptions = (category?: GalleryCategory) =>
  infiniteQueryOptions({
    queryKey: ["gallery", category ?? "all"],
    queryFn: ({ pageParam, signal }) => getGalleryPage(category, pageParam, signal),
    initialPageParam: null as string | null,
    // The page's HTML holds the first page of the photos it opened with: the first render draws it.
    initialData: () => {
      const first = pageAnswer<TGalleryListResponse>(galleryPath(category, null));
      return first && { pages: [first], pageParams: [null] };
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60_000,
  });

/** The gallery, page after page ("load more"), for one category or all. */
export function useGallery(category?: GalleryCategory) {
  return useInfiniteQuery(galleryQueryOptions(category));
}
