import {
  ZCalendarFeedCreated,
  ZCalendarFeedParams,
  ZCalendarFeedStatus,
} from "@bazin/shared/contracts/calendar";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { createFeed, feedText, getFeedStatus, revokeFeed } from "./service.ts";

const tags = ["calendar"];

/** Each member's private calendar address (issue 14): an RFC 5545 feed of their sessions behind a secret token. */
export async function calendarRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Whether the member has a calendar address (its token is shown only when created)",
        response: { 200: ZCalendarFeedStatus },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return getFeedStatus(app.ctx, requireUser(request));
    },
  );

  api.post(
    "/api/me/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Create the calendar address, or replace it (the old one stops working); the URL is shown once",
        response: { 200: ZCalendarFeedCreated },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return createFeed(app.ctx, requireUser(request));
    },
  );

  api.delete(
    "/api/me/calendar-feed",
    {
      config: { access: "authenticated" },
      schema: { tags, summary: "Revoke the calendar address", response: { 200: ZOkResponse } },
    },
    async (request) => {
      await revokeFeed(app.ctx, requireUser(request));
      return { ok: true as const };
    },
  );

  api.get(
    "/api/calendar/:token.ics",
    {
      // The token is the credential: calendar apps send no cookie.
      config: { access: "public", readCache: true, ...rateLimit(app.ctx, "tokenCheck") },
      schema: {
        tags,
        summary: "The member's sessions as an iCalendar feed (past 60 days, next 180 days)",
        params: ZCalendarFeedParams,
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const text = await feedText(app.ctx, request.params.token);
      return reply
        .header("Content-Type", "text/calendar; charset=utf-8")
        .header("Content-Disposition", 'inline; filename="antrenamente.ics"')
        .header("Cache-Control", "private, no-store")
        .send(text);
    },
  );
}
