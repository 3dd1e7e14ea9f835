import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import type { Access } from "./request-context.ts";

/** One registered API route and who may call it. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (the route-matrix test walks it). */
    apiRoutes: RouteAccess[];
  }
}

/**
 * Enforces each route's declared `config.access` before anything else runs. A /api route that declares
 * nothing stops the server at start-up: there is no default, so no route is open by accident.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteAccess[] = [];
  app.decorate("apiRoutes", routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") || route.url.startsWith("/api/docs")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      if (!route.config?.access) {
        throw new Error(`Route ${method} ${route.url} declares no access rule (config.access)`);
      }
      routes.push({ method, url: route.url, access: route.config.access });
    }
  });

  // Synchronous (a throw goes to the error handler): an async hook would cost every request a promise.
  app.addHook("preValidation", (request, _reply, done) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (access && access !== "public") {
      if (!request.user) throw new AppError("UNAUTHENTICATED", 401);
      if (access !== "authenticated" && !access.includes(request.user.role))
        throw new AppError("FORBIDDEN", 403);
      // Spec §1: after a major policy change the user accepts it before anything else (the flag comes with
      // the session, so this costs no query).
      if (request.gdprPending && !config.gdprExempt) throw new AppError("GDPR_ACCEPTANCE_REQUIRED", 403);
    }
    done();
  });
});
