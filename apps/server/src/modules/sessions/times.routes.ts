import {
  ZSessionTime,
  ZSessionTimeChange,
  ZSessionTimeParams,
  ZSessionTimesBoard,
  ZSessionTimesRequest,
  ZSessionTimesResult,
} from "@bazin/shared/contracts/session-times";
import { ZSessionParams } from "@bazin/shared/contracts/sessions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { registerSessionTopic } from "./times.realtime.ts";
import {
  changeSessionTime,
  recordSessionTimes,
  removeSessionTime,
  sessionTimesBoard,
} from "./times.service.ts";

/** The time recorder's and live mode's routes (contracts/session-times.ts), admins and coaches. */
export async function sessionTimesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["sessions"];
  registerSessionTopic(app.ctx);

  api.get(
    "/api/sessions/:id/times",
    {
      config: staff,
      schema: {
        tags,
        summary: "A session's time board: swimmers, the workout's timed repeats and the times taken",
        params: ZSessionParams,
        response: { 200: ZSessionTimesBoard },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return sessionTimesBoard(app.ctx, requireUser(request), request.params.id);
    },
  );

  api.post(
    "/api/sessions/:id/times",
    {
      config: staff,
      schema: {
        tags,
        summary: "Save recorder or live-mode times; a resent idempotency key records nothing twice",
        params: ZSessionParams,
        body: ZSessionTimesRequest,
        response: { 200: ZSessionTimesResult },
      },
    },
    async (request) =>
      recordSessionTimes(app.ctx, requireUser(request), request.params.id, request.body.entries),
  );

  api.put(
    "/api/sessions/:id/times/:timeId",
    {
      config: staff,
      schema: {
        tags,
        summary: "Correct a time taken in this session (the session's scope)",
        params: ZSessionTimeParams,
        body: ZSessionTimeChange,
        response: { 200: ZSessionTime },
      },
    },
    async (request) =>
      changeSessionTime(
        app.ctx,
        requireUser(request),
        request.params.id,
        request.params.timeId,
        request.body.hundredths,
      ),
  );

  api.delete(
    "/api/sessions/:id/times/:timeId",
    {
      config: staff,
      schema: { tags, summary: "Delete a time taken in this session", params: ZSessionTimeParams },
    },
    async (request, reply) => {
      await removeSessionTime(app.ctx, requireUser(request), request.params.id, request.params.timeId);
      return reply.code(204).send();
    },
  );
}
