import { ZLoginRequest, ZLoginResponse, ZMeResponse } from "@bazin/shared/contracts/auth";
import { ZOkResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser, sessionTokenOf } from "../../plugins/request-context.ts";
import { pendingAcceptance } from "../gdpr/service.ts";
import { login, logout } from "./login.service.ts";
import { clearSessionCookie, SESSION_ID_HEADER, setSessionCookie } from "./session-cookie.ts";

/** Sign in, sign out and "who am I". */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/login",
    {
      config: { access: "public", ...rateLimit(app.ctx, "login") },
      schema: {
        tags: ["auth"],
        summary: "Sign in with username or email; sets the SESSION cookie and the X-Session-ID header",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const result = await login(app.ctx, {
        login: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        previousToken: sessionTokenOf(request),
      });
      setSessionCookie(reply, app.ctx, result.token);
      reply.header(SESSION_ID_HEADER, result.token);
      return { user: result.user };
    },
  );

  // Public on purpose: a client whose session already expired must still be able to sign out cleanly.
  api.post(
    "/api/auth/logout",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "Sign out: ends the session", response: { 200: ZOkResponse } },
    },
    async (request, reply) => {
      await logout(app.ctx, sessionTokenOf(request));
      clearSessionCookie(reply, app.ctx);
      return { ok: true as const };
    },
  );

  api.get(
    "/api/auth/me",
    {
      // Answered from the session itself: a snapshot read would cost more than it saves.
      config: { access: "authenticated", gdprExempt: true, readCache: false },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, and the privacy policy version they must accept first (or null)",
        response: { 200: ZMeResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The session says whether a policy change waits (read with it, forgotten when one is accepted or a new
      // major version comes): only then is the version to accept read, in one small query.
      return { user, gdprAcceptance: request.gdprPending ? await pendingAcceptance(app.ctx, user.id) : null };
    },
  );
}
