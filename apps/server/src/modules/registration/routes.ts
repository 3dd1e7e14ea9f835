import {
  ZAltchaChallengeResponse,
  ZCertificateUploadResponse,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZSlotAvailabilityResponse,
  ZStudentParams,
} from "@bazin/shared/contracts/registration";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { createBotChallenge } from "./bot-check.ts";
import { uploadCertificate } from "./certificate.service.ts";
import { renewRegistration, slotAvailability } from "./students.service.ts";
import { submitRegistration } from "./submit.service.ts";

/** The public course registration (spec §2 wizard, issue 3) and the admin's renewal of a registration. */
export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/registration/availability",
    {
      config: { access: "public", readCache: true },
      schema: {
        tags: ["registration"],
        summary: "Places of every offered slot: capacity, taken by active students, available",
        response: { 200: ZSlotAvailabilityResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return slotAvailability(app.ctx);
    },
  );

  api.get(
    "/api/registration/altcha",
    {
      config: { access: "public", ...rateLimit(app.ctx, "botChallenge") },
      schema: {
        tags: ["registration"],
        summary: "A signed ALTCHA v2 proof-of-work challenge for the wizard's bot check (valid 10 minutes)",
        response: { 200: ZAltchaChallengeResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return (await createBotChallenge(app.ctx)) as unknown as Record<string, unknown>;
    },
  );

  api.post(
    "/api/registration/certificate",
    {
      config: { access: "public", ...rateLimit(app.ctx, "certificateUpload") },
      schema: {
        tags: ["registration"],
        summary:
          "Upload the medical certificate (multipart field `file`: PDF, JPG or PNG by content, ≤ 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: ZCertificateUploadResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415);
      const uploaded = await uploadCertificate(app.ctx, await request.file(), { ip: request.ip });
      return reply.status(201).send(uploaded);
    },
  );

  api.post(
    "/api/registrations",
    {
      config: { access: "public", ...rateLimit(app.ctx, "registrationSubmit") },
      schema: {
        tags: ["registration"],
        summary:
          "Submit a registration (idempotent by idempotencyKey: a repeat answers 200 with the first one)",
        body: ZRegistrationRequest,
        response: { 200: ZRegistrationResponse, 201: ZRegistrationResponse },
      },
    },
    async (request, reply) => {
      const { registration, created } = await submitRegistration(app.ctx, request.body, {
        ip: request.ip,
        lang: request.lang,
        log: request.log,
      });
      return reply.status(created ? 201 : 200).send(registration);
    },
  );

  api.post(
    "/api/students/:id/renew",
    {
      config: { access: ["admin", "coach"] },
      schema: {
        tags: ["registration"],
        summary: "Renew a registration: active for another 45 days from today",
        params: ZStudentParams,
        response: { 200: ZRegistrationResponse },
      },
    },
    async (request) => renewRegistration(app.ctx, requireUser(request), request.params.id),
  );
}
