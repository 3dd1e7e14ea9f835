import type { FastifyReply } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { SESSION_COOKIE } from "../../plugins/request-context.ts";

/** Response header that hands the session token to the native shell, which keeps no cookies. */
export const SESSION_ID_HEADER = "X-Session-ID";

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.secureCookies,
    maxAge: Math.floor(ctx.config.sessionTtlMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.secureCookies,
  });
}
