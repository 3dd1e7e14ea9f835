import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface CrossOriginOptions {
  /** Origins granted access (CORS_ORIGINS); "*" grants every origin. */
  origins: readonly string[];
}

const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE";
const ALLOW_HEADERS = "Content-Type, X-XSRF-TOKEN, X-Session-ID, Accept-Language";
const EXPOSE_HEADERS = "X-Session-ID";

/**
 * CORS for the native shell's web view (capacitor://localhost, http(s)://localhost), which calls the API
 * cross-origin. It keeps no cookies: it sends X-Session-ID and the CSRF token as headers, so credentials stay
 * off. The answers are the ones @fastify/cors gave for these options, header for header; that plugin spent
 * about a microsecond on every request in generic option handling (a copy of its options, the route's
 * options built twice), a twentieth of an authenticated GET's own work (ADR 009).
 */
export const crossOriginPlugin = fp<CrossOriginOptions>(async (app: FastifyInstance, { origins }) => {
  const anyOrigin = origins.includes("*");
  const allowed = new Set(origins);

  app.addHook("onRequest", (request, reply, done) => {
    const origin = request.headers.origin;
    // Unless every origin is granted, answers differ by Origin, so caches must keep them apart, with or without
    // the header. Nothing has set Vary before this first hook; compression adds Accept-Encoding to it later.
    if (anyOrigin) reply.header("access-control-allow-origin", "*");
    else {
      reply.header("vary", "Origin");
      if (origin !== undefined && allowed.has(origin)) reply.header("access-control-allow-origin", origin);
    }
    reply.header("access-control-expose-headers", EXPOSE_HEADERS);
    if (request.method !== "OPTIONS") return done();

    // A preflight is answered here, before anything else could refuse a request the browser sent without
    // the headers it asks about.
    if (origin === undefined || request.headers["access-control-request-method"] === undefined) {
      reply.status(400).type("text/plain").send("Invalid Preflight Request");
      return;
    }
    reply
      .header("access-control-allow-methods", ALLOW_METHODS)
      .header("access-control-allow-headers", ALLOW_HEADERS)
      .code(204)
      .header("content-length", "0")
      .send();
  });

  // Lets the router accept OPTIONS on every path; the hook above has answered before this runs.
  app.options("*", { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
});
