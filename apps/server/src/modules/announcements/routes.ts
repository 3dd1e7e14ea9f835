import {
  ZAnnouncementImageQuery,
  ZAnnouncementListQuery,
  ZAnnouncementListResponse,
  ZAnnouncementParams,
} from "@bazin/shared/contracts/content";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { revalidated } from "../../lib/http-cache.ts";
import { type AnnouncementImage, listPublicAnnouncements, openAnnouncementImage } from "./service.ts";

/** Public announcements and events (spec §2 /evenimente). Their management is in admin.routes.ts. */
export async function announcementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/announcements",
    {
      config: { access: "public", publicCache: true },
      // A browser keeps the list and asks again each time: 304 while nothing was published, edited or removed.
      onSend: revalidated(),
      schema: {
        tags: ["announcements"],
        summary: "Active announcements, highest priority and newest first, one page with the total",
        querystring: ZAnnouncementListQuery,
        response: { 200: ZAnnouncementListResponse },
      },
    },
    async (request) => listPublicAnnouncements(app.ctx, request.query),
  );

  api.get(
    "/api/announcements/:id/image",
    {
      config: { access: "public" },
      schema: {
        tags: ["announcements"],
        summary: "The image of an active announcement",
        params: ZAnnouncementParams,
        querystring: ZAnnouncementImageQuery,
      },
    },
    async (request, reply) =>
      sendImage(reply, await openAnnouncementImage(app.ctx, request.params.id, request.query.v)),
  );
}

/** Streams an announcement image with the caching its address allows. */
export function sendImage(reply: FastifyReply, image: AnnouncementImage, cacheControl?: string) {
  reply
    .type(image.contentType)
    // The versioned address (imageUrl) never changes meaning; any other may see a new image soon.
    .header(
      "Cache-Control",
      cacheControl ?? (image.current ? "public, max-age=31536000, immutable" : "public, max-age=300"),
    )
    .header("Cross-Origin-Resource-Policy", "cross-origin");
  if (image.size !== null) reply.header("Content-Length", image.size);
  return reply.send(image.stream);
}
