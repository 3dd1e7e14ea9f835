import { ZDeletionRequest } from "@bazin/shared/contracts/data-requests";
import {
  REGISTRANT_SESSION_HEADER,
  ZRegistrantCertificateRequest,
  ZRegistrantDeletionRequest,
  ZRegistrantDocumentParams,
  ZRegistrantLinkRequest,
  ZRegistrantLinkRequested,
  ZRegistrantOpenRequest,
  ZRegistrantOverview,
  ZRegistrantRegistration,
  ZRegistrantRegistrationParams,
  ZRegistrantSession,
} from "@bazin/shared/contracts/registrant-access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import { replaceCertificate, requestRegistrantDeletion, withdrawMedicalConsent } from "./rights.service.ts";
import {
  exportRegistrantData,
  openAccessLink,
  openRegistrantDocument,
  registrantOverview,
  requestAccessLink,
  requireRegistrantSession,
} from "./service.ts";

const tags = ["registrant-access"];
const SESSION = REGISTRANT_SESSION_HEADER.toLowerCase();

/**
 * A registrant's rights without an account (issue 16). Public routes: the form and the link need no account,
 * and every call after the link carries the page's session in X-Registrant-Session, checked by the service
 * against the registration's address. State changes go through the CSRF check like every POST.
 */
export async function registrantAccessRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => requireRegistrantSession(app.ctx, request.headers[SESSION]);

  api.post(
    "/api/registrant-access/request",
    {
      config: { access: "public", ...rateLimit(app.ctx, "registrationSubmit") },
      schema: {
        tags,
        summary:
          "Mail a one-time link to a registration's address (same answer whether it is known or not; bot check)",
        body: ZRegistrantLinkRequest,
        response: { 202: ZRegistrantLinkRequested },
      },
    },
    async (request, reply) => {
      await requestAccessLink(app.ctx, request.body);
      return reply.status(202).send({ accepted: true });
    },
  );

  api.post(
    "/api/registrant-access/open",
    {
      config: { access: "public", ...rateLimit(app.ctx, "tokenUse") },
      schema: {
        tags,
        summary: "Spend a mailed access link (single use) and start the page's session (30 minutes)",
        body: ZRegistrantOpenRequest,
        response: { 200: ZRegistrantSession },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return openAccessLink(app.ctx, request.body.token);
    },
  );

  api.get(
    "/api/registrant-access/me",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Every registration of the session's address, with its newest deletion request",
        response: { 200: ZRegistrantOverview },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return registrantOverview(app.ctx, await session(request));
    },
  );

  api.get(
    "/api/registrant-access/export",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The address's data as one JSON file (registrations, consents, documents list)",
      },
    },
    async (request, reply) => {
      const { data, filename } = await exportRegistrantData(app.ctx, await session(request), request.lang);
      reply
        .header("Content-Type", "application/json; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${filename}"`)
        .header("Cache-Control", "private, no-store");
      return reply.send(JSON.stringify(data, null, 2));
    },
  );

  api.get(
    "/api/registrant-access/registrations/:id/documents/:kind",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Download a document of one of the address's registrations",
        params: ZRegistrantDocumentParams,
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const doc = await openRegistrantDocument(app.ctx, await session(request), id, kind);
      const extension = doc.contentType === "application/pdf" ? "pdf" : doc.contentType.split("/")[1];
      reply
        .header("Content-Type", doc.contentType)
        .header("Content-Length", doc.size)
        .header("Content-Disposition", `attachment; filename="${kind}-${id.slice(0, 8)}.${extension}"`)
        .header("Cache-Control", "private, no-store");
      return reply.send(doc.stream);
    },
  );

  api.post(
    "/api/registrant-access/deletion-request",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Ask for every registration of the address to be deleted (one pending request per address)",
        body: ZRegistrantDeletionRequest,
        response: { 201: ZDeletionRequest },
      },
    },
    async (request, reply) => {
      const created = await requestRegistrantDeletion(
        app.ctx,
        await session(request),
        request.body.reason,
        request.lang,
      );
      return reply.status(201).send(created);
    },
  );

  api.post(
    "/api/registrant-access/registrations/:id/withdraw-medical-consent",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Withdraw the medical-data consent: the certificate is deleted, the admins are told",
        params: ZRegistrantRegistrationParams,
        response: { 200: ZRegistrantRegistration },
      },
    },
    async (request) => withdrawMedicalConsent(app.ctx, await session(request), request.params.id),
  );

  api.post(
    "/api/registrant-access/registrations/:id/certificate",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Replace the medical certificate with one uploaded by POST /api/registration/certificate",
        params: ZRegistrantRegistrationParams,
        body: ZRegistrantCertificateRequest,
        response: { 200: ZRegistrantRegistration },
      },
    },
    async (request) => replaceCertificate(app.ctx, await session(request), request.params.id, request.body),
  );
}
