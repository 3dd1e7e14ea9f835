import type { TAnnouncementListResponse } from "@bazin/shared/contracts/content";
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory } from "@bazin/shared/domain/content";
import { announcementsPath } from "@bazin/shared/domain/public-pages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, pageAnswer } from "../../../lib/http.ts";

export type { AnnouncementCategory };

export function isAnnouncementCategory(value: string | null): value is AnnouncementCategory {
  return (ANNOUNCEMENT_CATEGORIES as readonly (string | null)[]).includes(value);
}

/**
 * GET /api/announcements — one page of active announcements, highest priority and newest first. The answer is
 * not checked against the contract's zod schema: that would load zod (~100 kB, 70–80 ms of a slow phone's main
 * thread) into the public events page for a read-only list the server's own schema already shaped.
 */
export function getAnnouncements(
  category: AnnouncementCategory | undefined,
  page: number,
  signal?: AbortSignal,
) {
  return api<TAnnouncementListResponse>(announcementsPath(category, page), { signal });
}

export const announcementsQueryOptions = (category?: AnnouncementCategory) =>
  infiniteQueryOptions({
    queryKey: ["announcements", category ?? "all"],
    queryFn: ({ pageParam, signal }) => getAnnouncements(category, pageParam, signal),
    initialPageParam: 1,
    // The page's HTML holds the first page of the list it opened with: the first render draws it.
    initialData: () => {
      const first = pageAnswer<TAnnouncementListResponse>(announcementsPath(category, 1));
      return first && { pages: [first], pageParams: [1] };
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** The events page's announcements, page after page ("load more"), for one category or all. */
export function useAnnouncements(category?: AnnouncementCategory) {
  return useInfiniteQuery(announcementsQueryOptions(category));
}
