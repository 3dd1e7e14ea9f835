import { ZOkResponse } from "@bazin/shared/contracts/common";
import { ZChangePasswordRequest, ZProfile, ZUpdateProfileRequest } from "@bazin/shared/contracts/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { changePassword, getProfile, updateProfile } from "./service.ts";

/** The signed-in user's own profile and password (spec §7). */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/users/me",
    {
      config: { access: "authenticated", readCache: false }, // answered from the session, no statement
      schema: { tags: ["profile"], summary: "Own profile", response: { 200: ZProfile } },
    },
    // The identity loaded for the request is current: a profile update drops the cached copy (ADR 007).
    async (request) => getProfile(requireUser(request)),
  );

  api.put(
    "/api/users/me",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["profile"],
        summary: "Update own username (swimmers only), email and phone",
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile },
      },
    },
    async (request) => updateProfile(app.ctx, requireUser(request).id, request.body),
  );

  api.post(
    "/api/users/me/change-password",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["profile"],
        summary: "Change own password; signs out the account's other sessions",
        body: ZChangePasswordRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await changePassword(app.ctx, requireUser(request).id, request.sessionId, request.body);
      return { ok: true as const };
    },
  );
}
