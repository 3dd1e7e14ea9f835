import { ZOkResponse } from "@bazin/shared/contracts/common";
import {
  ZPlan,
  ZPlanAnalytics,
  ZPlanInput,
  ZPlanList,
  ZPlanListQuery,
  ZPlanningOverview,
  ZPlanParams,
  ZRecoverySettings,
} from "@bazin/shared/contracts/plans";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { planAnalytics } from "./analytics.service.ts";
import { planningOverview } from "./overview.service.ts";
import { createPlan, planDetail, planList, removePlan, savePlan } from "./service.ts";
import { recoverySettings, updateRecoverySettings } from "./settings.service.ts";

/** Training plans, the planning centre and the recovery setting (TRAINING.md §5): see contracts/plans.ts. */
export async function planRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["plans"];

  api.get(
    "/api/plans",
    {
      config: staff,
      schema: {
        tags,
        summary: "Training plans, running ones first: status filter and name search",
        querystring: ZPlanListQuery,
        response: { 200: ZPlanList },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return planList(app.ctx, request.query);
    },
  );

  api.post(
    "/api/plans",
    {
      config: staff,
      schema: {
        tags,
        summary: "Create a plan (draft or active) with its phases, races, participants and placed workouts",
        body: ZPlanInput,
        response: { 201: ZPlan },
      },
    },
    async (request, reply) => {
      const plan = await createPlan(app.ctx, requireUser(request), request.body);
      return reply.code(201).send(plan);
    },
  );

  api.get(
    "/api/plans/:id",
    {
      config: staff,
      schema: { tags, summary: "One plan, whole", params: ZPlanParams, response: { 200: ZPlan } },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return planDetail(app.ctx, request.params.id);
    },
  );

  api.put(
    "/api/plans/:id",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Save a whole plan; status by allowed transitions; 409 RECOVERY_CONFLICT unless continueAnyway",
        params: ZPlanParams,
        body: ZPlanInput,
        response: { 200: ZPlan },
      },
    },
    async (request) => savePlan(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/plans/:id",
    {
      config: staff,
      schema: { tags, summary: "Delete a draft plan", params: ZPlanParams, response: { 200: ZOkResponse } },
    },
    async (request) => {
      await removePlan(app.ctx, request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    "/api/plans/:id/analytics",
    {
      config: staff,
      schema: {
        tags,
        summary: "Planned volume per week and zone, phases and races per week, participants",
        params: ZPlanParams,
        response: { 200: ZPlanAnalytics },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return planAnalytics(app.ctx, request.params.id);
    },
  );

  api.get(
    "/api/training-hub/overview",
    {
      config: staff,
      schema: {
        tags,
        summary: "The planning centre: statistics over the plans and recommendations",
        response: { 200: ZPlanningOverview },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return planningOverview(app.ctx);
    },
  );

  api.get(
    "/api/training-settings/recovery",
    {
      config: staff,
      schema: {
        tags,
        summary: "Recovery days per workout type (the club's, or the defaults)",
        response: { 200: ZRecoverySettings },
      },
    },
    async () => recoverySettings(app.ctx),
  );

  api.put(
    "/api/training-settings/recovery",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Set the recovery days per workout type (admins)",
        body: ZRecoverySettings,
        response: { 200: ZRecoverySettings },
      },
    },
    async (request) => updateRecoverySettings(app.ctx, requireUser(request), request.body),
  );
}
