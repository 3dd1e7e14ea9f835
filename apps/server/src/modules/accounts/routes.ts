import {
  ZAccount,
  ZAccountActiveRequest,
  ZAccountListQuery,
  ZAccountPage,
  ZAccountParams,
  ZAccountRoleRequest,
} from "@bazin/shared/contracts/accounts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { accountPage, changeAccountActive, changeAccountRole } from "./service.ts";

/** Accounts management, admins only. Inviting coaches and admins is POST /api/auth/invitations. */
export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  api.get(
    "/api/accounts",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Accounts: search, role filter, paging",
        querystring: ZAccountListQuery,
        response: { 200: ZAccountPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return accountPage(app.ctx, request.query);
    },
  );

  api.patch(
    "/api/accounts/:id/role",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Change an account's role (not one's own)",
        params: ZAccountParams,
        body: ZAccountRoleRequest,
        response: { 200: ZAccount },
      },
    },
    async (request) => changeAccountRole(app.ctx, requireUser(request), request.params.id, request.body.role),
  );

  api.patch(
    "/api/accounts/:id/active",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Deactivate (ends its sessions) or reactivate an account (not one's own)",
        params: ZAccountParams,
        body: ZAccountActiveRequest,
        response: { 200: ZAccount },
      },
    },
    async (request) =>
      changeAccountActive(app.ctx, requireUser(request), request.params.id, request.body.active),
  );
}
