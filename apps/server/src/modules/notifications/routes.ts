import { ZOkResponse } from "@bazin/shared/contracts/common";
import { ZNotificationListResponse, ZNotificationParams } from "@bazin/shared/contracts/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./service.ts";

/** The bell's calls (spec §7): any signed-in user, each touching only their own notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/notifications",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["notifications"],
        summary: "Own newest notifications (at most 50) in the request's language, and the unread count",
        response: { 200: ZNotificationListResponse },
      },
    },
    async (request) => listNotifications(app.ctx, requireUser(request).id, request.lang),
  );

  api.patch(
    "/api/notifications/read-all",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["notifications"],
        summary: "Mark all own notifications read",
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await markAllNotificationsRead(app.ctx, requireUser(request).id);
      return { ok: true as const };
    },
  );

  api.patch(
    "/api/notifications/:id/read",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["notifications"],
        summary: "Mark one own notification read (NOTIFICATION_NOT_FOUND for any other)",
        params: ZNotificationParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await markNotificationRead(app.ctx, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  api.delete(
    "/api/notifications/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["notifications"],
        summary: "Delete one own notification (NOTIFICATION_NOT_FOUND for any other)",
        params: ZNotificationParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteNotification(app.ctx, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
}
