import { ZCalendarFeedCreated, ZCalendarFeedStatus } from "@bazin/shared/contracts/calendar";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { calendarFeedKey } from "./query-keys.ts";

const FEED = "/api/me/calendar-feed";

/** GET /api/me/calendar-feed — whether an address exists (its token is never shown again). */
export function getCalendarFeed(signal?: AbortSignal) {
  return api(FEED, { schema: ZCalendarFeedStatus, signal });
}

/** POST /api/me/calendar-feed — a new address, replacing the old one; the URL is in this answer only. */
export function createCalendarFeed() {
  return api(FEED, { method: "POST", schema: ZCalendarFeedCreated });
}

/** DELETE /api/me/calendar-feed — the address stops working. */
export function revokeCalendarFeed() {
  return api(FEED, { method: "DELETE", schema: ZOkResponse });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
