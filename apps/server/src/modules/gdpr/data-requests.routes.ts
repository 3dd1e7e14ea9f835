import {
  ZAdminDeletionRequest,
  ZCreateDeletionRequest,
  ZDeletionRequest,
  ZDeletionRequestIdParams,
  ZDeletionRequestListQuery,
  ZDeletionRequestPage,
  ZMyDataExport,
  ZMyDeletionRequest,
  ZRejectDeletionRequest,
} from "@bazin/shared/contracts/data-requests";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { exportMyData } from "./data-export.service.ts";
import {
  cancelDeletionRequest,
  completeDeletionRequest,
  deletionRequestPage,
  myDeletionRequest,
  rejectDeletionRequest,
  requestDeletion,
} from "./deletion.service.ts";

/**
 * GDPR self-service (spec §1: requests answered within 30 days): any signed-in person downloads their data
 * and asks for its deletion; admins carry out or refuse the requests. The `/me` routes act only on the
 * caller's own account, so ownership needs no further check.
 */
export async function dataRequestRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A person's own GDPR rights stay open while a new policy waits for their acceptance: someone who does
  // not accept it may still take their data and ask to be deleted.
  const self = { access: "authenticated" as const, gdprExempt: true };
  const admin = { access: ["admin"] as ["admin"] };
  const tags = ["gdpr"];

  api.get(
    "/api/users/me/data",
    {
      config: self,
      schema: {
        tags,
        summary: "Every personal record the platform holds about the caller, as a JSON attachment",
        response: { 200: ZMyDataExport },
      },
    },
    async (request, reply) => {
      const { data, filename } = await exportMyData(app.ctx, requireUser(request).id, request.lang);
      reply
        .header("Cache-Control", "no-store")
        .header("Content-Disposition", `attachment; filename="${filename}"`);
      return data;
    },
  );

  api.get(
    "/api/users/me/deletion-request",
    {
      config: self,
      schema: {
        tags,
        summary: "The caller's newest deletion request, or null",
        response: { 200: ZMyDeletionRequest },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return { request: await myDeletionRequest(app.ctx, requireUser(request).id) };
    },
  );

  api.post(
    "/api/users/me/deletion-request",
    {
      config: self,
      schema: {
        tags,
        summary: "Ask for the deletion of one's account and data (one pending at a time); confirmed by mail",
        body: ZCreateDeletionRequest,
        response: { 201: ZDeletionRequest },
      },
    },
    async (request, reply) => {
      const created = await requestDeletion(
        app.ctx,
        requireUser(request).id,
        request.body.reason,
        request.lang,
      );
      return reply.status(201).send(created);
    },
  );

  api.post(
    "/api/users/me/deletion-request/cancel",
    {
      config: self,
      schema: {
        tags,
        summary: "Withdraw one's pending deletion request",
        response: { 200: ZDeletionRequest },
      },
    },
    async (request) => cancelDeletionRequest(app.ctx, requireUser(request).id),
  );

  api.get(
    "/api/admin/deletion-requests",
    {
      config: admin,
      schema: {
        tags,
        summary: "Deletion requests, newest first, with the days left of the 30; filter by status",
        querystring: ZDeletionRequestListQuery,
        response: { 200: ZDeletionRequestPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return deletionRequestPage(app.ctx, request.query);
    },
  );

  api.post(
    "/api/admin/deletion-requests/:id/complete",
    {
      config: admin,
      schema: {
        tags,
        summary: "Carry out a request: delete the account and its personal data (files after the commit)",
        params: ZDeletionRequestIdParams,
        response: { 200: ZAdminDeletionRequest },
      },
    },
    async (request) => completeDeletionRequest(app.ctx, requireUser(request), request.params.id),
  );

  api.post(
    "/api/admin/deletion-requests/:id/reject",
    {
      config: admin,
      schema: {
        tags,
        summary: "Refuse a request, with a reason mailed to the person",
        params: ZDeletionRequestIdParams,
        body: ZRejectDeletionRequest,
        response: { 200: ZAdminDeletionRequest },
      },
    },
    async (request) =>
      rejectDeletionRequest(app.ctx, requireUser(request), request.params.id, request.body.reason),
  );
}
