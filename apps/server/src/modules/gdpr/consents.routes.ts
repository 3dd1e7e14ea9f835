import { ZConsentFilter, ZConsentListQuery, ZConsentPage } from "@bazin/shared/contracts/consents";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { consentPage, exportConsents } from "./consents.service.ts";

/** The register of GDPR consents (spec §2 /admin/consimtamant, §3 Consent), for admins. */
export async function consentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: ["admin"] as ["admin"] };
  const tags = ["gdpr"];

  api.get(
    "/api/admin/consents",
    {
      config: admin,
      schema: {
        tags,
        summary: "Consents (full name, date, IP, GDPR version): search by name, newest first, paged",
        querystring: ZConsentListQuery,
        response: { 200: ZConsentPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return consentPage(app.ctx, request.query);
    },
  );

  api.get(
    "/api/admin/consents/export.csv",
    {
      config: admin,
      schema: {
        tags,
        summary: "The consents of a search as CSV (UTF-8 with BOM), streamed as an attachment",
        querystring: ZConsentFilter,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportConsents(app.ctx, requireUser(request), request.query, request.lang));
    },
  );
}
