import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";

/** Lets only a signed-in administrator read the API description (API_DOCS=admin, production's default). */
function adminOnly(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  if (!request.user) return done(new AppError("UNAUTHENTICATED", 401));
  if (request.user.role !== "admin") return done(new AppError("FORBIDDEN", 403));
  done();
}

/**
 * OpenAPI description of every route, browsable at /api/docs for whom API_DOCS lets in (config.apiDocs).
 * The description itself is always built: tests and benchmarks read it with app.swagger().
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: "Bazin club API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "SESSION" },
          sessionHeader: { type: "apiKey", in: "header", name: "X-Session-ID" },
          csrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const who = app.ctx.config.apiDocs;
  if (who === "off") return;
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    ...(who === "admin" ? { uiHooks: { onRequest: adminOnly } } : {}),
  });
});
