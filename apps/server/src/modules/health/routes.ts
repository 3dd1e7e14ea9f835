import { ZHealthResponse } from "@bazin/shared/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { databaseAnswers } from "./repository.ts";

/** Liveness and database reachability, for load balancers and monitoring. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Health check",
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const ok = await databaseAnswers(app.ctx.db);
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? "ok" : "degraded", database: ok ? "ok" : "down" } as const);
    },
  );
}
