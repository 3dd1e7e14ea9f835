import { SYSTEM_SECTION_SCHEMAS, SYSTEM_SECTIONS } from "@bazin/shared/contracts/system";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createSystemService } from "./service.ts";

/**
 * /admin/system (spec §2): one admin-only endpoint per tab, GET /api/admin/system/<section>. The sampler that
 * feeds the charts belongs to this app and stops when it closes.
 */
export async function systemRoutes(app: FastifyInstance) {
  const service = createSystemService(app.ctx);
  app.addHook("onClose", async () => service.close());
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const section of SYSTEM_SECTIONS) {
    api.get(
      `/api/admin/system/${section}`,
      {
        // The process's own measurements, which move without the database.
        config: { access: ["admin"], readCache: false },
        schema: {
          tags: ["admin"],
          summary: `System information: ${section}`,
          response: { 200: SYSTEM_SECTION_SCHEMAS[section] },
        },
      },
      async (_request, reply) => {
        reply.header("Cache-Control", "no-store");
        return service.section(section);
      },
    );
  }
}
