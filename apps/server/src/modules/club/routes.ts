import {
  ZClubProfile,
  ZClubResponse,
  ZInstructorAdmin,
  ZInstructorListResponse,
  ZScheduleSlotAdmin,
  ZScheduleSlotListResponse,
  ZUpsertInstructorRequest,
  ZUpsertScheduleSlotRequest,
} from "@bazin/shared/contracts/club";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { revalidated } from "../../lib/http-cache.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { createStorage } from "../../storage/storage.ts";
import { toInstructorAdmin, toScheduleSlotAdmin } from "./presenter.ts";
import {
  createInstructor,
  createSlot,
  deleteInstructor,
  deleteSlot,
  getClub,
  getClubProfile,
  listAllInstructors,
  listSlotsWithOccupancy,
  readInstructorPhoto,
  removeInstructorPhoto,
  setInstructorPhoto,
  updateClubProfile,
  updateInstructor,
  updateSlot,
} from "./service.ts";

const ZIdParams = z.object({ id: z.uuid() });
const ADMIN = ["admin"] as const;

/** The club's facts, instructors and course schedule (issue 3): public reading, admin editing. */
export async function clubRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const storage = createStorage(app.ctx.config.dataDir);

  api.get(
    "/api/club",
    {
      config: { access: "public", publicCache: true },
      // Changes are rare (an admin edit): a minute of staleness is fine, then a revalidation (304 if unchanged).
      onSend: revalidated("public, max-age=60"),
      schema: {
        tags: ["club"],
        summary: "Club profile, active instructors and active schedule slots (Monday first, by time)",
        response: { 200: ZClubResponse },
      },
    },
    async () => getClub(app.ctx),
  );

  api.get(
    "/api/club/profile",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "The club profile as stored, for the admin's editor (never cached)",
        response: { 200: ZClubProfile },
      },
    },
    async (_request, reply) => {
      // The editor must start from what is stored, not from a copy of the public answer a minute old.
      reply.header("Cache-Control", "no-store");
      return getClubProfile(app.ctx);
    },
  );

  api.put(
    "/api/club/profile",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Replace the club profile",
        body: ZClubProfile,
        response: { 200: ZClubProfile },
      },
    },
    async (request) => updateClubProfile(app.ctx, request.body),
  );

  api.get(
    "/api/club/instructors",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Every instructor, inactive ones too",
        response: { 200: ZInstructorListResponse },
      },
    },
    async () => ({ instructors: (await listAllInstructors(app.ctx)).map(toInstructorAdmin) }),
  );

  api.post(
    "/api/club/instructors",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Add an instructor",
        body: ZUpsertInstructorRequest,
        response: { 201: ZInstructorAdmin },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toInstructorAdmin(await createInstructor(app.ctx, requireUser(request), request.body))),
  );

  api.put(
    "/api/club/instructors/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Replace an instructor's details",
        params: ZIdParams,
        body: ZUpsertInstructorRequest,
        response: { 200: ZInstructorAdmin },
      },
    },
    async (request) =>
      toInstructorAdmin(
        await updateInstructor(app.ctx, requireUser(request), request.params.id, request.body),
      ),
  );

  api.delete(
    "/api/club/instructors/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Delete an instructor nobody chose (INSTRUCTOR_IN_USE otherwise: deactivate instead)",
        params: ZIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteInstructor(app.ctx, requireUser(request), storage, request.params.id);
      return { ok: true as const };
    },
  );

  api.put(
    "/api/club/instructors/:id/photo",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Upload an instructor's photo: multipart field 'file', JPEG, PNG or WebP, at most 5 MB",
        consumes: ["multipart/form-data"],
        params: ZIdParams,
        response: { 200: ZInstructorAdmin },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError("FILE_REQUIRED", 400);
      const file = await request.file();
      if (!file) throw new AppError("FILE_REQUIRED", 400);
      return toInstructorAdmin(
        await setInstructorPhoto(app.ctx, requireUser(request), storage, request.params.id, file.file),
      );
    },
  );

  api.delete(
    "/api/club/instructors/:id/photo",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Remove an instructor's photo (the site then shows their initials)",
        params: ZIdParams,
        response: { 200: ZInstructorAdmin },
      },
    },
    async (request) =>
      toInstructorAdmin(
        await removeInstructorPhoto(app.ctx, requireUser(request), storage, request.params.id),
      ),
  );

  api.get(
    "/api/club/instructors/:id/photo",
    {
      config: { access: "public" },
      schema: {
        tags: ["club"],
        summary: "An instructor's photo (WebP); cached for good when asked with its version (?v=)",
        params: ZIdParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const photo = await readInstructorPhoto(app.ctx, storage, request.params.id);
      const current = request.query.v === photo.version;
      return reply
        .header("Content-Type", "image/webp")
        .header("Content-Length", String(photo.sizeBytes))
        .header("Cache-Control", current ? "public, max-age=31536000, immutable" : "public, max-age=300")
        .send(photo.stream);
    },
  );

  api.get(
    "/api/club/slots",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Every schedule slot, inactive ones too, with the places active registrations hold (taken)",
        response: { 200: ZScheduleSlotListResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { slots: await listSlotsWithOccupancy(app.ctx) };
    },
  );

  api.post(
    "/api/club/slots",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Add a schedule slot",
        body: ZUpsertScheduleSlotRequest,
        response: { 201: ZScheduleSlotAdmin },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toScheduleSlotAdmin(await createSlot(app.ctx, request.body))),
  );

  api.put(
    "/api/club/slots/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Replace a schedule slot (active: false hides it from the site and the wizard)",
        params: ZIdParams,
        body: ZUpsertScheduleSlotRequest,
        response: { 200: ZScheduleSlotAdmin },
      },
    },
    async (request) => toScheduleSlotAdmin(await updateSlot(app.ctx, request.params.id, request.body)),
  );

  api.delete(
    "/api/club/slots/:id",
    {
      config: { access: ADMIN },
      schema: {
        tags: ["club"],
        summary: "Delete a slot nobody chose (SLOT_IN_USE otherwise: deactivate instead)",
        params: ZIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteSlot(app.ctx, request.params.id);
      return { ok: true as const };
    },
  );
}
