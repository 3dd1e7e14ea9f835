import {
  ZAdminAnnouncement,
  ZAdminAnnouncementListQuery,
  ZAdminAnnouncementListResponse,
  ZAnnouncementActiveRequest,
  ZAnnouncementImageQuery,
  ZAnnouncementInput,
  ZAnnouncementParams,
  ZAnnouncementUpdate,
} from "@bazin/shared/contracts/content";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { requireUser } from "../../plugins/request-context.ts";
import {
  createAnnouncement,
  editAnnouncement,
  listManagedAnnouncements,
  removeAnnouncement,
  removeAnnouncementImage,
  replaceAnnouncementImage,
  setAnnouncementActive,
} from "./admin.service.ts";
import { sendImage } from "./routes.ts";
import { openAnnouncementImage } from "./service.ts";

/** Who manages announcements (spec §6: admins and coaches). */
const MANAGERS = ["admin", "coach"] as const;

/** Announcement management (spec §2 /admin/announcements). */
export async function announcementAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["announcements"];

  api.get(
    "/api/admin/announcements",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary:
          "Every announcement, active or not, highest priority and newest first, one page with the total",
        querystring: ZAdminAnnouncementListQuery,
        response: { 200: ZAdminAnnouncementListResponse },
      },
    },
    async (request) => listManagedAnnouncements(app.ctx, request.query),
  );

  api.post(
    "/api/admin/announcements",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary: "Create an announcement; an active one is published at once (members are notified)",
        body: ZAnnouncementInput,
        response: { 201: ZAdminAnnouncement },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAnnouncement(app.ctx, requireUser(request).id, request.body)),
  );

  api.put(
    "/api/admin/announcements/:id",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary:
          "Edit an announcement; making an inactive one active publishes it, leaving out active keeps it",
        params: ZAnnouncementParams,
        body: ZAnnouncementUpdate,
        response: { 200: ZAdminAnnouncement },
      },
    },
    async (request) => editAnnouncement(app.ctx, request.params.id, request.body),
  );

  api.patch(
    "/api/admin/announcements/:id/active",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary: "Publish (active: true) or withdraw (active: false) an announcement",
        params: ZAnnouncementParams,
        body: ZAnnouncementActiveRequest,
        response: { 200: ZAdminAnnouncement },
      },
    },
    async (request) => setAnnouncementActive(app.ctx, request.params.id, request.body.active),
  );

  api.delete(
    "/api/admin/announcements/:id",
    {
      config: { access: [...MANAGERS] },
      schema: { tags, summary: "Delete an announcement and its image", params: ZAnnouncementParams },
    },
    async (request, reply) => {
      await removeAnnouncement(app.ctx, request.params.id);
      return reply.status(204).send();
    },
  );

  api.put(
    "/api/admin/announcements/:id/image",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary:
          "Set or replace the image (multipart/form-data field `image`: JPEG, PNG or GIF ≤ 5 MB by content)",
        consumes: ["multipart/form-data"],
        params: ZAnnouncementParams,
        response: { 200: ZAdminAnnouncement },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415);
      return replaceAnnouncementImage(app.ctx, request.params.id, await request.file());
    },
  );

  api.delete(
    "/api/admin/announcements/:id/image",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary: "Remove the image",
        params: ZAnnouncementParams,
        response: { 200: ZAdminAnnouncement },
      },
    },
    async (request) => removeAnnouncementImage(app.ctx, request.params.id),
  );

  api.get(
    "/api/admin/announcements/:id/image",
    {
      config: { access: [...MANAGERS] },
      schema: {
        tags,
        summary: "The image of any announcement, active or not (the preview)",
        params: ZAnnouncementParams,
        querystring: ZAnnouncementImageQuery,
      },
    },
    async (request, reply) => {
      const image = await openAnnouncementImage(app.ctx, request.params.id, request.query.v, {
        activeOnly: false,
      });
      // Private: an unpublished image must not sit in shared caches.
      return sendImage(reply, image, "private, max-age=300");
    },
  );
}
