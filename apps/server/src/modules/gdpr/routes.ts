import { ZGdprCurrentResponse } from "@bazin/shared/contracts/content";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { toGdprCurrent } from "./presenter.ts";
import { getCurrentGdprVersion } from "./service.ts";

/** The privacy policy's versions (spec §3 "GDPR version"). Issue 5 adds their management here. */
export async function gdprRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/gdpr/current",
    {
      config: { access: "public" },
      schema: {
        tags: ["gdpr"],
        summary: "The current privacy policy, in the request's language (Markdown)",
        response: { 200: ZGdprCurrentResponse },
      },
    },
    async (request, reply) => {
      // Not cached: the wizard records the version the applicant read, which must be the one in force.
      reply.header("Cache-Control", "no-cache").header("Vary", "Accept-Language");
      return toGdprCurrent(await getCurrentGdprVersion(app.ctx), request.lang);
    },
  );
}
