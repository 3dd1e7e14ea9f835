import { randomBytes } from "node:crypto";
import { ZCsrfResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";
import { hmac, safeEqual } from "../lib/tokens.ts";

export const CSRF_COOKIE = "XSRF-TOKEN";
const CSRF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const CSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function issueToken(secret: string): string {
  const nonce = randomBytes(18).toString("base64url");
  return `${nonce}.${hmac(secret, nonce)}`;
}

function isSigned(secret: string, token: string): boolean {
  const [nonce, signature] = token.split(".");
  return !!nonce && !!signature && safeEqual(hmac(secret, nonce), signature);
}

/**
 * CSRF protection, double submit with a signed token. Browsers must send the `XSRF-TOKEN` cookie's value in
 * `X-XSRF-TOKEN`; the native shell, which keeps no cookies, sends the token it got from `GET /api/csrf`.
 * Either way the token must carry our signature, so it cannot be made up by another site.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (a throw goes to the error handler): an async hook would cost every request a promise.
  app.addHook("preValidation", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api")) return done();
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    const secret = app.ctx.secrets.csrf;
    if (typeof header !== "string" || !isSigned(secret, header)) throw new AppError("CSRF_INVALID", 403);
    if (cookie !== undefined && !safeEqual(cookie, header)) throw new AppError("CSRF_INVALID", 403);
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/csrf",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "Anti-forgery token", response: { 200: ZCsrfResponse } },
    },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const token =
        existing && isSigned(app.ctx.secrets.csrf, existing) ? existing : issueToken(app.ctx.secrets.csrf);
      reply.setCookie(CSRF_COOKIE, token, {
        path: "/",
        // Kept as long as the cookie choice holds (12 months): besides guarding forms, it tells the server that
        // this browser accepted the cookies, so public pages carry their preload hints (plugins/static-web.ts).
        maxAge: CSRF_COOKIE_MAX_AGE_S,
        sameSite: "lax",
        secure: app.ctx.config.secureCookies,
        httpOnly: false,
      });
      return { token, headerName: "X-XSRF-TOKEN" as const };
    },
  );
});
