import {
  ZGroup,
  ZGroupCandidatesResponse,
  ZGroupInput,
  ZGroupListResponse,
  ZGroupParams,
} from "@bazin/shared/contracts/groups";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { createGroup, editGroup, listGroupCandidates, listGroups, removeGroup } from "./service.ts";

/** Training groups (spec §2 /admin/groups), admins only. */
export async function groupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["groups"];
  const access = ["admin" as const];

  api.get(
    "/api/admin/groups",
    {
      config: { access },
      schema: {
        tags,
        summary: "Every group with its swimmers and coaches",
        response: { 200: ZGroupListResponse },
      },
    },
    async () => listGroups(app.ctx),
  );

  api.get(
    "/api/admin/groups/candidates",
    {
      config: { access },
      schema: {
        tags,
        summary: "The active swimmer and coach accounts a group may hold",
        response: { 200: ZGroupCandidatesResponse },
      },
    },
    async () => listGroupCandidates(app.ctx),
  );

  api.post(
    "/api/admin/groups",
    {
      config: { access },
      schema: {
        tags,
        summary: "Create a group (and its chat room)",
        body: ZGroupInput,
        response: { 201: ZGroup },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(app.ctx, requireUser(request), request.body)),
  );

  api.put(
    "/api/admin/groups/:id",
    {
      config: { access },
      schema: {
        tags,
        summary: "Edit a group; the member lists replace the old ones",
        params: ZGroupParams,
        body: ZGroupInput,
        response: { 200: ZGroup },
      },
    },
    async (request) => editGroup(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/admin/groups/:id",
    {
      config: { access },
      schema: { tags, summary: "Delete a group, its members list and its chat room", params: ZGroupParams },
    },
    async (request, reply) => {
      await removeGroup(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
