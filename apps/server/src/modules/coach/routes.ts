import { ZCoachSwimmerList } from "@bazin/shared/contracts/coach";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { coachSwimmers } from "./service.ts";

/** The coach dashboard (SPEC §2 Coach): see contracts/coach.ts. */
export async function coachRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/coach/swimmers",
    {
      config: { access: ["admin", "coach"] as ["admin", "coach"] },
      schema: {
        tags: ["coach"],
        summary:
          "The viewer's swimmers (a coach: those of the groups they coach) with attendance over the last 90 days, last session and latest personal best",
        response: { 200: ZCoachSwimmerList },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return coachSwimmers(app.ctx, requireUser(request));
    },
  );
}
