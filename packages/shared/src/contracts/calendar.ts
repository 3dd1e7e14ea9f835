import { z } from "zod";

/*
 * A member's private calendar address (issue 14, TRAINING.md §6): an RFC 5545 feed of their sessions behind a
 * revocable secret token. Routes:
 *   GET    /api/me/calendar-feed      → ZCalendarFeedStatus (whether an address exists; the token is never shown again)
 *   POST   /api/me/calendar-feed      → ZCalendarFeedCreated (a new address; replaces and invalidates the old one)
 *   DELETE /api/me/calendar-feed      → { ok: true } (revokes the address)
 *   GET    /api/calendar/:token.ics   → text/calendar (public: the token is the credential)
 */

export const ZCalendarFeedStatus = z.object({
  /** Null when the member has no address. */
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

export const ZCalendarFeedCreated = z.object({
  /** The https address with the token, shown once. */
  url: z.string(),
  createdAt: z.string(),
});
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

export const ZCalendarFeedParams = z.object({ token: z.string().min(1).max(200) });
