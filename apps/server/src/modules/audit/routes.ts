import { ZAuditPage, ZAuditQuery } from "@bazin/shared/contracts/audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPage } from "./service.ts";

/** The audit log of admin actions on personal data, for admins. */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/admin/audit",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary:
          "Admin actions on personal data (who, what, when): filters by actor, action, days and target; newest first, paged",
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return auditPage(app.ctx, request.query);
    },
  );
}
