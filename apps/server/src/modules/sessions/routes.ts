import { ZOkResponse } from "@bazin/shared/contracts/common";
import { ZPlanParams } from "@bazin/shared/contracts/plans";
import {
  ZAbsenceRequest,
  ZAttendanceBatch,
  ZMySession,
  ZMySessionList,
  ZMySessionWorkout,
  ZParticipantParams,
  ZParticipantUpdate,
  ZPlanScheduleRequest,
  ZPlanScheduleResult,
  ZRatingRequest,
  ZSession,
  ZSessionInput,
  ZSessionList,
  ZSessionListQuery,
  ZSessionParams,
  ZSessionRangeQuery,
  ZSessionStatusChange,
  ZSessionUpdate,
} from "@bazin/shared/contracts/sessions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import {
  announceAbsence,
  markFeedbackRead,
  mySessions,
  mySessionWorkout,
  rateSession,
} from "./me.service.ts";
import { setAttendance, updateParticipantLine } from "./participants.service.ts";
import { schedulePlan } from "./schedule.service.ts";
import {
  changeSessionStatus,
  createSession,
  removeSession,
  saveSession,
  sessionDetail,
  sessionList,
} from "./service.ts";

/** Training sessions for staff and the swimmer's own (TRAINING.md §6): see contracts/sessions.ts. */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const swimmer = { access: ["swimmer"] as ["swimmer"] };
  const tags = ["sessions"];

  api.get(
    "/api/sessions",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Sessions in a range (a coach: those they lead or of their swimmers); coach, plan, status filters",
        querystring: ZSessionListQuery,
        response: { 200: ZSessionList },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return sessionList(app.ctx, requireUser(request), request.query);
    },
  );

  api.post(
    "/api/sessions",
    {
      config: staff,
      schema: {
        tags,
        summary: "Schedule a session; 409 SESSION_SHORT_NOTICE or RECOVERY_CONFLICT unless continueAnyway",
        body: ZSessionInput,
        response: { 201: ZSession },
      },
    },
    async (request, reply) => {
      const session = await createSession(app.ctx, requireUser(request), request.body);
      return reply.code(201).send(session);
    },
  );

  api.get(
    "/api/sessions/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "One session with its participants",
        params: ZSessionParams,
        response: { 200: ZSession },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return sessionDetail(app.ctx, requireUser(request), request.params.id);
    },
  );

  api.put(
    "/api/sessions/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Change a session that has not started; 409 SESSION_TIMES_EXIST unless confirmDeleteTimes",
        params: ZSessionParams,
        body: ZSessionUpdate,
        response: { 200: ZSession },
      },
    },
    async (request) => saveSession(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.put(
    "/api/sessions/:id/status",
    {
      config: staff,
      schema: {
        tags,
        summary: "Move a session to another status by an allowed transition",
        params: ZSessionParams,
        body: ZSessionStatusChange,
        response: { 200: ZSession },
      },
    },
    async (request) => changeSessionStatus(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/sessions/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Delete a session that has not started",
        params: ZSessionParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await removeSession(app.ctx, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.put(
    "/api/sessions/:id/attendance",
    {
      config: staff,
      schema: {
        tags,
        summary: "Take the attendance of several participants at once",
        params: ZSessionParams,
        body: ZAttendanceBatch,
        response: { 200: ZSession },
      },
    },
    async (request) => setAttendance(app.ctx, requireUser(request), request.params.id, request.body.entries),
  );

  api.put(
    "/api/sessions/:id/participants/:studentId",
    {
      config: staff,
      schema: {
        tags,
        summary: "One participant's attendance, coach notes and feedback (feedback notifies the swimmer)",
        params: ZParticipantParams,
        body: ZParticipantUpdate,
        response: { 200: ZSession },
      },
    },
    async (request) =>
      updateParticipantLine(
        app.ctx,
        requireUser(request),
        request.params.id,
        request.params.studentId,
        request.body,
      ),
  );

  api.post(
    "/api/plans/:id/schedule",
    {
      config: staff,
      schema: {
        tags,
        summary: "One session per placed workout in a range not yet scheduled, for the plan's swimmers now",
        params: ZPlanParams,
        body: ZPlanScheduleRequest,
        response: { 200: ZPlanScheduleResult },
      },
    },
    async (request) => schedulePlan(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.get(
    "/api/me/sessions",
    {
      config: swimmer,
      schema: {
        tags,
        summary: "The signed-in swimmer's own sessions in a range",
        querystring: ZSessionRangeQuery,
        response: { 200: ZMySessionList },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return mySessions(app.ctx, requireUser(request).id, request.query);
    },
  );

  api.get(
    "/api/me/sessions/:id/workout",
    {
      config: swimmer,
      schema: {
        tags,
        summary: "The workout of one of the swimmer's own sessions, with its sections and steps",
        params: ZSessionParams,
        response: { 200: ZMySessionWorkout },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return mySessionWorkout(app.ctx, requireUser(request).id, request.params.id);
    },
  );

  api.post(
    "/api/me/sessions/:id/absence",
    {
      config: swimmer,
      schema: {
        tags,
        summary: "Announce an absence (until 24 h before the start)",
        params: ZSessionParams,
        body: ZAbsenceRequest,
        response: { 200: ZMySession },
      },
    },
    async (request) =>
      announceAbsence(app.ctx, requireUser(request).id, request.params.id, request.body.reason),
  );

  api.put(
    "/api/me/sessions/:id/rating",
    {
      config: swimmer,
      schema: {
        tags,
        summary: "Rate a session (1–5, comment) once it has started",
        params: ZSessionParams,
        body: ZRatingRequest,
        response: { 200: ZMySession },
      },
    },
    async (request) =>
      rateSession(
        app.ctx,
        requireUser(request).id,
        request.params.id,
        request.body.rating,
        request.body.comment,
      ),
  );

  api.post(
    "/api/me/sessions/:id/feedback-read",
    {
      config: swimmer,
      schema: {
        tags,
        summary: "Mark the coach's feedback on a session as read",
        params: ZSessionParams,
        response: { 200: ZMySession },
      },
    },
    async (request) => markFeedbackRead(app.ctx, requireUser(request).id, request.params.id),
  );
}
