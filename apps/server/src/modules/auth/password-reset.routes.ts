import {
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZResetTokenInfo,
  ZTokenParams,
} from "@bazin/shared/contracts/auth";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import { answerChangesAt } from "../../plugins/read-cache.ts";
import { getPasswordReset, requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** Forgotten password: a mailed link valid one hour, then a new password (spec §2 Auth). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/forgot-password",
    {
      config: { access: "public", ...rateLimit(app.ctx, "forgotPassword") },
      schema: {
        tags: ["auth"],
        summary: "Mail a reset link if an account has this email; the answer is the same either way",
        body: ZForgotPasswordRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(app.ctx, request.body.email, request.lang);
      return { ok: true as const };
    },
  );

  api.get(
    "/api/auth/reset-password/:token",
    {
      config: { access: "public", readCache: true, ...rateLimit(app.ctx, "tokenCheck") },
      schema: {
        tags: ["auth"],
        summary: "Check a reset link before showing the new-password form",
        params: ZTokenParams,
        response: { 200: ZResetTokenInfo },
      },
    },
    async (request, reply) => {
      const info = await getPasswordReset(app.ctx, request.params.token);
      answerChangesAt(reply, new Date(info.expiresAt)); // the link dies then, with no write
      return info;
    },
  );

  api.post(
    "/api/auth/reset-password",
    {
      config: { access: "public", ...rateLimit(app.ctx, "tokenUse") },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link (single use); signs the account out everywhere",
        body: ZResetPasswordRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body, request.ip);
      return { ok: true as const };
    },
  );
}
