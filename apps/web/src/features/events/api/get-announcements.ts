import { ANNOUNCEMENT_CATEGORIES, ZAnnouncementListResponse } from "@bazin/shared/contracts/content";
import { announcementsPath } from "@bazin/shared/domain/public-pages";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";

export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

export function isAnnouncementCategory(value: string | null): value is AnnouncementCategory {
  return (ANNOUNCEMENT_CATEGORIES as readonly (string | null)[]).includes(value);
}

/** GET /api/announcements — one page of active announcements, highest priority and newest first. */
export function getAnnouncements(
  category: AnnouncementCategory | undefined,
  page: number,
  signal?: AbortSignal,
) {
  return api(announcementsPath(category, page), { schema: ZAnnouncementListResponse, signal });
}

export const announcementsQueryOptions = (category?: AnnouncementCategory) =>
  infiniteQueryOptions({
    queryKey: ["announcements", category ?? "all"],
    queryFn: ({ pageParam, signal }) => getAnnouncements(category, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** The events page's announcements, page after page ("load more"), for one category or all. */
export function useAnnouncements(category?: AnnouncementCategory) {
  return useInfiniteQuery(announcementsQueryOptions(category));
}
