import type { TSessionUser } from "@bazin/shared/contracts/auth";
import type { TCalendarFeedCreated, TCalendarFeedStatus } from "@bazin/shared/contracts/calendar";
import { addDays, localDate } from "@bazin/shared/domain/club";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { translator } from "../../lib/i18n.ts";
import { hashToken, randomToken } from "../../lib/tokens.ts";
import { buildFeed, type FeedTexts } from "./ical.ts";
import {
  deleteFeed,
  type FeedScope,
  type FeedSession,
  findClubAddress,
  findFeed,
  findFeedOwner,
  listFeedSessions,
  saveFeed,
} from "./repository.ts";

/** The feed covers the recent past and the season ahead: what a phone calendar needs, and no more. */
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 180;

/** GET /api/me/calendar-feed: whether the member has an address (the token cannot be shown again). */
export async function getFeedStatus(ctx: AppContext, user: TSessionUser): Promise<TCalendarFeedStatus> {
  const feed = await findFeed(ctx.db, user.id);
  return { feed: feed ? { createdAt: feed.createdAt.toISOString() } : null };
}

/** POST /api/me/calendar-feed: a new secret address; only its hash is kept, and the old one stops working. */
export async function createFeed(ctx: AppContext, user: TSessionUser): Promise<TCalendarFeedCreated> {
  const token = randomToken();
  const now = ctx.clock.now();
  await saveFeed(ctx.db, user.id, hashToken(token), now);
  return { url: `${ctx.config.publicUrl}/api/calendar/${token}.ics`, createdAt: now.toISOString() };
}

/** DELETE /api/me/calendar-feed: revokes the address. */
export async function revokeFeed(ctx: AppContext, user: TSessionUser): Promise<void> {
  await deleteFeed(ctx.db, user.id);
}

function scopeOf(owner: { id: string; role: string }): FeedScope {
  if (owner.role === "admin") return { kind: "all" };
  if (owner.role === "coach") return { kind: "coach", userId: owner.id };
  return { kind: "member", userId: owner.id };
}

/** Romanian texts: the feed is fetched by a calendar app, which says nothing about the member's language. */
function feedTexts(club: string): FeedTexts {
  const t = translator("ro");
  const summary = (s: FeedSession) => s.title || s.workoutName || t("mail:calendarFeed.session");
  return {
    calendarName: t("mail:calendarFeed.name", { club }),
    calendarDescription: t("mail:calendarFeed.description", { club }),
    summary: (s) =>
      s.status === "cancelled" ? t("mail:calendarFeed.cancelled", { summary: summary(s) }) : summary(s),
    description: (s) =>
      [
        s.workoutName && s.title ? s.workoutName : null,
        s.workoutMetres ? t("mail:calendarFeed.distance", { metres: s.workoutMetres }) : null,
        t("mail:calendarFeed.pool", { metres: s.poolLength }),
        s.coachFirstName
          ? t("mail:calendarFeed.coach", { name: `${s.coachFirstName} ${s.coachLastName}` })
          : null,
      ]
        .filter((line): line is string => line !== null)
        .join("\n"),
  };
}

/** GET /api/calendar/:token.ics: the owner's sessions as RFC 5545; an unknown or revoked token is a 404. */
export async function feedText(ctx: AppContext, token: string): Promise<string> {
  const owner = await findFeedOwner(ctx.db, hashToken(token));
  if (!owner) throw new AppError("NOT_FOUND", 404);
  const now = ctx.clock.now();
  const today = localDate(now);
  const [sessions, club] = await Promise.all([
    listFeedSessions(
      ctx.db,
      scopeOf(owner),
      addDays(today, -FEED_PAST_DAYS),
      addDays(today, FEED_FUTURE_DAYS),
    ),
    findClubAddress(ctx.db),
  ]);
  const location = club
    ? `${club.name}, ${club.street}, ${club.postalCode} ${club.locality}, ${club.county}`
    : null;
  return buildFeed(sessions, {
    host: new URL(ctx.config.publicUrl).hostname,
    location,
    now,
    texts: feedTexts(club?.name ?? ""),
  });
}
