import {
  ZClubRecordsQuery,
  ZClubRecordsResponse,
  ZCreateSwimTimesRequest,
  ZCreateSwimTimesResponse,
  ZStudentTimes,
  ZStudentTimesParams,
  ZSwimTime,
  ZSwimTimeListQuery,
  ZSwimTimePage,
  ZSwimTimeParams,
  ZTimeStudentsQuery,
  ZTimeStudentsResponse,
  ZUpdateSwimTimeRequest,
} from "@bazin/shared/contracts/times";
import { localDate } from "@bazin/shared/domain/club";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv.ts";
import { requireUser } from "../../plugins/request-context.ts";
import { clubRecordsCsv, csvFileName, studentTimesCsv } from "./csv.ts";
import { clubRecords } from "./records.service.ts";
import {
  createTimes,
  editTime,
  myTimes,
  removeTime,
  studentTimesFor,
  timeStudents,
  timesPage,
} from "./service.ts";

/** Swim times, personal bests and club records (SPEC §2, §3, §5; TRAINING.md §2). */
export async function timeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const today = () => localDate(app.ctx.clock.now());
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["times"];

  api.get(
    "/api/swim-times",
    {
      config: staff,
      schema: {
        tags,
        summary: "The club's times, newest first: swimmer, event, pool, date range, competition filters",
        querystring: ZSwimTimeListQuery,
        response: { 200: ZSwimTimePage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return timesPage(app.ctx, requireUser(request), request.query);
    },
  );

  api.post(
    "/api/swim-times",
    {
      config: staff,
      schema: {
        tags,
        summary: "Add several times of one swimmer and day; PB flags and club records follow",
        body: ZCreateSwimTimesRequest,
        response: { 201: ZCreateSwimTimesResponse },
      },
    },
    async (request, reply) => {
      const created = await createTimes(app.ctx, requireUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  api.put(
    "/api/swim-times/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Edit a time",
        params: ZSwimTimeParams,
        body: ZUpdateSwimTimeRequest,
        response: { 200: ZSwimTime },
      },
    },
    async (request) => editTime(app.ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/swim-times/:id",
    {
      config: staff,
      schema: { tags, summary: "Delete a time", params: ZSwimTimeParams },
    },
    async (request, reply) => {
      await removeTime(app.ctx, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    "/api/swim-times/students",
    {
      config: staff,
      schema: {
        tags,
        summary: "The swimmers the caller may record times for, by name",
        querystring: ZTimeStudentsQuery,
        response: { 200: ZTimeStudentsResponse },
      },
    },
    async (request) => ({ items: await timeStudents(app.ctx, requireUser(request), request.query.q) }),
  );

  api.get(
    "/api/swim-times/students/:studentId",
    {
      config: staff,
      schema: {
        tags,
        summary: "A swimmer's personal bests, history and the club records they hold",
        params: ZStudentTimesParams,
        response: { 200: ZStudentTimes },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return studentTimesFor(app.ctx, requireUser(request), request.params.studentId);
    },
  );

  api.get(
    "/api/me/times",
    {
      config: { access: ["swimmer"] },
      schema: {
        tags,
        summary: "The signed-in swimmer's own personal bests, history and records",
        response: { 200: ZStudentTimes },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return myTimes(app.ctx, requireUser(request).id);
    },
  );

  api.get(
    "/api/swim-times/students/:studentId/export.csv",
    {
      config: staff,
      schema: {
        tags,
        summary: "A swimmer's times as CSV (UTF-8 with BOM)",
        params: ZStudentTimesParams,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const data = await studentTimesFor(app.ctx, requireUser(request), request.params.studentId);
      const name = csvFileName(request.t("admin:timesCsv.fileTimes"), data.student.fullName, today());
      return sendCsv(reply, { stream: studentTimesCsv(data, request.t), filename: name });
    },
  );

  api.get(
    "/api/me/times/export.csv",
    {
      config: { access: ["swimmer"] },
      schema: { tags, summary: "The signed-in swimmer's own times as CSV", produces: ["text/csv"] },
    },
    async (request, reply) => {
      const data = await myTimes(app.ctx, requireUser(request).id);
      const name = csvFileName(request.t("admin:timesCsv.fileTimes"), data.student.fullName, today());
      return sendCsv(reply, { stream: studentTimesCsv(data, request.t), filename: name });
    },
  );

  api.get(
    "/api/club-records/export.csv",
    {
      config: staff,
      schema: {
        tags,
        summary: "The club records of a query as CSV (UTF-8 with BOM)",
        querystring: ZClubRecordsQuery,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const data = await clubRecords(app.ctx, requireUser(request), request.query);
      const { poolLength, gender } = request.query;
      const name = csvFileName(request.t("admin:timesCsv.fileRecords"), `${poolLength}m`, gender, today());
      return sendCsv(reply, { stream: clubRecordsCsv(data, request.t), filename: name });
    },
  );

  api.get(
    "/api/club-records",
    {
      config: staff,
      schema: {
        tags,
        summary: "Club records by event, pool, gender and age group, with one event's history",
        querystring: ZClubRecordsQuery,
        response: { 200: ZClubRecordsResponse },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return clubRecords(app.ctx, requireUser(request), request.query);
    },
  );
}
