import {
  ZAdvancedSwimmerDetail,
  ZAdvancedSwimmerInput,
  ZAdvancedSwimmerListQuery,
  ZAdvancedSwimmerPage,
  ZAdvancedSwimmerParams,
  ZAdvancedSwimmerUpdate,
  ZCreateAdvancedSwimmerResponse,
  ZSwimmerCandidatesQuery,
  ZSwimmerCandidatesResponse,
  ZSwimmerGroupsResponse,
} from "@bazin/shared/contracts/swimmers";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import {
  createSwimmer,
  editSwimmer,
  removeSwimmer,
  swimmerCandidates,
  swimmerDetail,
  swimmerGroups,
  swimmerPage,
} from "./service.ts";

/** Advanced swimmers (SPEC §2, §3): admins all of them, coaches those of the groups they coach (policy.ts). */
export async function swimmerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["swimmers"];

  api.get(
    "/api/advanced-swimmers",
    {
      config: staff,
      schema: {
        tags,
        summary: "Advanced swimmers: search, group, HR zone and gender filters, sort and paging",
        querystring: ZAdvancedSwimmerListQuery,
        response: { 200: ZAdvancedSwimmerPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return swimmerPage(app.ctx, requireUser(request), request.query);
    },
  );

  api.get(
    "/api/advanced-swimmers/candidates",
    {
      config: staff,
      schema: {
        tags,
        summary: "Students without a training profile, by name (the create form's picker)",
        querystring: ZSwimmerCandidatesQuery,
        response: { 200: ZSwimmerCandidatesResponse },
      },
    },
    async (request) => ({ items: await swimmerCandidates(app.ctx, request.query.q) }),
  );

  api.get(
    "/api/advanced-swimmers/groups",
    {
      config: staff,
      schema: {
        tags,
        summary: "The groups the caller may put swimmers in (coaches: their own)",
        response: { 200: ZSwimmerGroupsResponse },
      },
    },
    async (request) => ({ items: await swimmerGroups(app.ctx, requireUser(request)) }),
  );

  api.post(
    "/api/advanced-swimmers",
    {
      config: staff,
      schema: {
        tags,
        summary: "Create an advanced swimmer; invites the student to an account when they have none",
        body: ZAdvancedSwimmerInput,
        response: { 201: ZCreateAdvancedSwimmerResponse },
      },
    },
    async (request, reply) => {
      const created = await createSwimmer(app.ctx, requireUser(request), request.body, request.lang);
      return reply.code(201).send(created);
    },
  );

  api.get(
    "/api/advanced-swimmers/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "An advanced swimmer with zones, personal bests and recent times",
        params: ZAdvancedSwimmerParams,
        response: { 200: ZAdvancedSwimmerDetail },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return swimmerDetail(app.ctx, requireUser(request), request.params.id);
    },
  );

  api.put(
    "/api/advanced-swimmers/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Edit an advanced swimmer's group, gender, heart rate and zones",
        params: ZAdvancedSwimmerParams,
        body: ZAdvancedSwimmerUpdate,
        response: { 200: ZAdvancedSwimmerDetail },
      },
    },
    async (request) => editSwimmer(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/advanced-swimmers/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Delete an advanced swimmer's profile (the registration and times stay)",
        params: ZAdvancedSwimmerParams,
      },
    },
    async (request, reply) => {
      await removeSwimmer(app.ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
