import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

/**
 * Enforces each route's declared `config.access` before anything else runs. A /api route that declares
 * nothing stops the server at start-up: there is no default, so no route is open by accident.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    if (route.method === "HEAD" || route.method === "OPTIONS") return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
  });

  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public") return;
    if (!request.user) throw new AppError("UNAUTHENTICATED", 401);
    if (access === "authenticated") return;
    if (!access.includes(request.user.role)) throw new AppError("FORBIDDEN", 403);
  });
});
