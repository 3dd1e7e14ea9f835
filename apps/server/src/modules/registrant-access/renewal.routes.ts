import {
  ZRenewalLinkInfo,
  ZRenewalRequest,
  ZRenewalResponse,
  ZRenewalSettings,
  ZRenewalTokenParams,
} from "@bazin/shared/contracts/renewal";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimit } from "../../lib/rate-limit.ts";
import {
  changeRenewalSettings,
  renewalLinkInfo,
  renewalSettings,
  requestRenewal,
} from "./renewal.service.ts";

/** A registrant's renewal request by one-time link (public), and the admins' automatic-renewal setting. */
export async function renewalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["registrant-access"];

  api.get(
    "/api/renewal/:token",
    {
      config: { access: "public", readCache: true, ...rateLimit(app.ctx, "tokenCheck") },
      schema: {
        tags,
        summary: "Check a renewal link before showing its button (does not spend it)",
        params: ZRenewalTokenParams,
        response: { 200: ZRenewalLinkInfo },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return renewalLinkInfo(app.ctx, request.params.token);
    },
  );

  api.post(
    "/api/renewal",
    {
      config: { access: "public", ...rateLimit(app.ctx, "tokenUse") },
      schema: {
        tags,
        summary: "Ask for a registration's renewal with the expiry mail's link (single use)",
        body: ZRenewalRequest,
        response: { 200: ZRenewalResponse },
      },
    },
    async (request) => requestRenewal(app.ctx, request.body.token),
  );

  api.get(
    "/api/admin/renewal-settings",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Whether a registrant's request renews at once",
        response: { 200: ZRenewalSettings },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return renewalSettings(app.ctx);
    },
  );

  api.put(
    "/api/admin/renewal-settings",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Turn the automatic renewal on request on or off",
        body: ZRenewalSettings,
        response: { 200: ZRenewalSettings },
      },
    },
    async (request) => changeRenewalSettings(app.ctx, request.body),
  );
}
