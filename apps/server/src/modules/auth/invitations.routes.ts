import {
  ZCreateInvitationRequest,
  ZCreateInvitationResponse,
  ZInvitationInfo,
  ZRegisterRequest,
  ZRegisterResponse,
  ZTokenParams,
} from "@bazin/shared/contracts/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import { answerChangesAt } from "../../plugins/read-cache.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { recordAudit } from "../audit/service.ts";
import { createInvitation, getInvitation, register } from "./invitations.service.ts";

/** Account creation from an emailed invitation (spec §2 Auth, /register). */
export async function invitationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/invitations",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["auth"],
        summary: "Invite someone to create an account with a role (mails a /register link valid 7 days)",
        body: ZCreateInvitationRequest,
        response: { 201: ZCreateInvitationResponse },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const created = await createInvitation(app.ctx, actor.id, request.body, request.lang, (tx, id) =>
        recordAudit(
          tx,
          actor,
          {
            action: "account.invite",
            targetType: "invitation",
            targetId: id,
            detail: { role: request.body.role },
          },
          app.ctx.clock.now(),
        ),
      );
      return reply.status(201).send(created);
    },
  );

  api.get(
    "/api/auth/invitations/:token",
    {
      config: { access: "public", readCache: true, ...rateLimit(app.ctx, "tokenCheck") },
      schema: {
        tags: ["auth"],
        summary: "Check an invitation link before showing the register form",
        params: ZTokenParams,
        response: { 200: ZInvitationInfo },
      },
    },
    async (request, reply) => {
      const info = await getInvitation(app.ctx, request.params.token);
      answerChangesAt(reply, new Date(info.expiresAt)); // the link dies then, with no write
      return info;
    },
  );

  api.post(
    "/api/auth/register",
    {
      config: { access: "public", ...rateLimit(app.ctx, "tokenUse") },
      schema: {
        tags: ["auth"],
        summary: "Create the invited account (single use); does not sign in",
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse },
      },
    },
    async (request, reply) => reply.status(201).send({ user: await register(app.ctx, request.body) }),
  );
}
