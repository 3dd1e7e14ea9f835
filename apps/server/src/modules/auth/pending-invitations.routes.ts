import {
  ZInvitationParams,
  ZPendingInvitationList,
  ZResendInvitationResponse,
} from "@bazin/shared/contracts/invitations";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { pendingInvitationList, resendInvitation, revokeInvitation } from "./pending-invitations.service.ts";

/** Invitations mailed but not accepted yet (admins only): see them, resend one, withdraw one. */
export async function pendingInvitationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  api.get(
    "/api/auth/invitations",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Invitations not accepted yet, newest first, expired ones marked",
        response: { 200: ZPendingInvitationList },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return pendingInvitationList(app.ctx);
    },
  );

  api.post(
    "/api/auth/invitations/:id/resend",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Mail a pending invitation again with a new 7-day link; the old link stops working",
        params: ZInvitationParams,
        response: { 200: ZResendInvitationResponse },
      },
    },
    async (request) => resendInvitation(app.ctx, requireUser(request), request.params.id, request.lang),
  );

  api.delete(
    "/api/auth/invitations/:id",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Withdraw a pending invitation; its link stops working at once",
        params: ZInvitationParams,
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
