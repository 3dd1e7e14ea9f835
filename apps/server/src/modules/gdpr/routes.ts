import { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
import {
  ZAcceptGdprRequest,
  ZAcceptGdprResponse,
  ZCreateGdprVersionRequest,
  ZGdprVersionChange,
  ZGdprVersionList,
  ZGdprVersionListQuery,
  ZGdprVersionParams,
  ZLegalTextParams,
  ZLegalTextQuery,
  ZLegalTextResponse,
} from "@bazin/shared/contracts/gdpr";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { revalidated } from "../../lib/http-cache.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { toGdprCurrent } from "./presenter.ts";
import {
  acceptGdprVersion,
  addGdprVersion,
  gdprVersionList,
  getCurrentGdprVersion,
  getLegalText,
  markGdprVersionMajor,
} from "./service.ts";

/**
 * The versions of the privacy policy and of the terms (spec §1, §2 /admin/gdpr, §3 "GDPR version") and their
 * acceptance.
 */
export async function gdprRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["gdpr"];
  const admin = { access: ["admin"] as ["admin"] };

  api.get(
    "/api/gdpr/current",
    {
      config: { access: "public", publicCache: true },
      // The policy is long and changes rarely: 304 while the browser's copy is the current version.
      onSend: revalidated("no-cache"),
      schema: {
        tags,
        summary: "The current privacy policy, in the request's language (Markdown)",
        response: { 200: ZGdprCurrentResponse },
      },
    },
    async (request, reply) => {
      // Not cached: the wizard records the version the applicant read, which must be the one in force.
      reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Language");
      return toGdprCurrent(await getCurrentGdprVersion(app.ctx), request.lang);
    },
  );

  api.get(
    "/api/legal/:document",
    {
      config: { access: "public", readCache: true },
      schema: {
        tags,
        summary:
          "A legal text for its public page: the version in force (or ?version=N) and the one announced",
        params: ZLegalTextParams,
        querystring: ZLegalTextQuery,
        response: { 200: ZLegalTextResponse },
      },
    },
    async (request, reply) => {
      // Which version is in force changes with the day, not with an edit: always asked again.
      reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Language");
      return getLegalText(app.ctx, request.params.document, request.lang, request.query.version);
    },
  );

  api.post(
    "/api/gdpr/accept",
    {
      config: { access: "authenticated", gdprExempt: true },
      schema: {
        tags,
        summary: "The signed-in user accepts the newest version of each text read (recorded as consents)",
        body: ZAcceptGdprRequest,
        response: { 200: ZAcceptGdprResponse },
      },
    },
    async (request) => ({
      gdprAcceptance: await acceptGdprVersion(app.ctx, requireUser(request), request.body, request.ip),
    }),
  );

  api.get(
    "/api/admin/gdpr/versions",
    {
      config: admin,
      schema: {
        tags,
        summary:
          "A text's versions, newest first, with their authors; and how many addresses a notice reaches",
        querystring: ZGdprVersionListQuery,
        response: { 200: ZGdprVersionList },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return gdprVersionList(app.ctx, request.query.document);
    },
  );

  api.post(
    "/api/admin/gdpr/versions",
    {
      config: admin,
      schema: {
        tags,
        summary: "Publish the next version of a text, in force in 30 days; everyone is mailed the notice",
        body: ZCreateGdprVersionRequest,
        response: { 201: ZGdprVersionChange },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addGdprVersion(app.ctx, requireUser(request), request.body)),
  );

  api.post(
    "/api/admin/gdpr/versions/:id/major",
    {
      config: admin,
      schema: {
        tags,
        summary: "Mark a version major (irreversible): everyone accepts it again at next sign-in",
        params: ZGdprVersionParams,
        response: { 200: ZGdprVersionChange },
      },
    },
    async (request) => markGdprVersionMajor(app.ctx, requireUser(request), request.params.id),
  );
}
