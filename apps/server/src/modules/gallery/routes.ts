import {
  ZGalleryFileParams,
  ZGalleryListQuery,
  ZGalleryListResponse,
  ZGalleryPhoto,
  ZGalleryPhotoParams,
  ZUpdateGalleryPhotoRequest,
} from "@bazin/shared/contracts/content";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { revalidated } from "../../lib/http-cache.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { editPhoto, listGallery, openVariant, removePhoto, uploadPhoto } from "./service.ts";

/** A generated file never changes under its address (a new upload is a new photo id). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The public gallery (/galerie) and its administration (spec §2). */
export async function galleryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/gallery",
    {
      config: { access: "public", publicCache: true },
      // A browser keeps the page and asks again each time: 304 while no photo was added, changed or removed.
      onSend: revalidated(),
      schema: {
        tags: ["gallery"],
        summary: "Gallery photos, newest first; pass nextCursor back as cursor to load more",
        querystring: ZGalleryListQuery,
        response: { 200: ZGalleryListResponse },
      },
    },
    async (request) => listGallery(app.ctx, request.query),
  );

  api.get(
    "/api/gallery/files/:photoId/:width",
    {
      config: { access: "public" },
      schema: {
        tags: ["gallery"],
        summary: "A generated WebP size of a photo (the widths listed in its sources)",
        params: ZGalleryFileParams,
      },
    },
    async (request, reply) => {
      const { stream, size } = await openVariant(app.ctx, request.params.photoId, request.params.width);
      reply
        .type("image/webp")
        .header("Cache-Control", IMMUTABLE)
        .header("Cross-Origin-Resource-Policy", "cross-origin");
      if (size !== null) reply.header("Content-Length", size);
      return reply.send(stream);
    },
  );

  api.post(
    "/api/gallery",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["gallery"],
        summary:
          "Upload a photo (multipart/form-data: image JPEG/PNG/WebP ≤ 5 MB, category, captionRo, captionEn)",
        consumes: ["multipart/form-data"],
        response: { 201: ZGalleryPhoto },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415);
      const photo = await uploadPhoto(app.ctx, requireUser(request).id, request.parts());
      return reply.status(201).send(photo);
    },
  );

  api.patch(
    "/api/gallery/:id",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["gallery"],
        summary: "Change a photo's caption or category",
        params: ZGalleryPhotoParams,
        body: ZUpdateGalleryPhotoRequest,
        response: { 200: ZGalleryPhoto },
      },
    },
    async (request) => editPhoto(app.ctx, request.params.id, request.body),
  );

  api.delete(
    "/api/gallery/:id",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["gallery"],
        summary: "Delete a photo and all its files",
        params: ZGalleryPhotoParams,
      },
    },
    async (request, reply) => {
      await removePhoto(app.ctx, request.params.id);
      return reply.status(204).send();
    },
  );
}
