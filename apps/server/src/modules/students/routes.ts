import {
  ZDashboardResponse,
  ZStudentDetail,
  ZStudentDocumentParams,
  ZStudentFilter,
  ZStudentIdParams,
  ZStudentInviteResponse,
  ZStudentListQuery,
  ZStudentPage,
  ZStudentStatusRequest,
} from "@bazin/shared/contracts/students";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendCsv } from "../../lib/csv.ts";
import { requireUser } from "../../plugins/request-context.ts";
import {
  changeStudentStatus,
  dashboard,
  exportStudents,
  inviteStudent,
  openStudentDocument,
  removeStudent,
  studentDetail,
  studentPage,
} from "./service.ts";

/** Students (course registrations) as admins and coaches manage them (spec §6), and the admin dashboard. */
export async function studentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["students"];

  api.get(
    "/api/admin/dashboard",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "The /admin dashboard's figures and charts",
        response: { 200: ZDashboardResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return dashboard(app.ctx);
    },
  );

  api.get(
    "/api/students",
    {
      config: staff,
      schema: {
        tags,
        summary: "Students: search (name, email, phone), filters, sort and paging",
        querystring: ZStudentListQuery,
        response: { 200: ZStudentPage },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return studentPage(app.ctx, request.query);
    },
  );

  api.get(
    "/api/students/export.csv",
    {
      config: staff,
      schema: {
        tags,
        summary: "The students of a filter as CSV (UTF-8 with BOM), streamed as an attachment",
        querystring: ZStudentFilter,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportStudents(app.ctx, requireUser(request), request.query, request.lang));
    },
  );

  api.get(
    "/api/students/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "A student with all registration data and document links",
        params: ZStudentIdParams,
        response: { 200: ZStudentDetail },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return studentDetail(app.ctx, request.params.id);
    },
  );

  api.get(
    "/api/students/:id/documents/:kind",
    {
      config: staff,
      schema: {
        tags,
        summary: "Download a registration document (form PDF, declaration PDF, medical certificate)",
        params: ZStudentDocumentParams,
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const doc = await openStudentDocument(app.ctx, requireUser(request), id, kind);
      const extension = doc.contentType === "application/pdf" ? "pdf" : doc.contentType.split("/")[1];
      reply
        .header("Content-Type", doc.contentType)
        .header("Content-Length", doc.size)
        .header("Content-Disposition", `attachment; filename="${kind}-${id.slice(0, 8)}.${extension}"`)
        .header("Cache-Control", "private, no-store");
      return reply.send(doc.stream);
    },
  );

  api.patch(
    "/api/students/:id/status",
    {
      config: staff,
      schema: {
        tags,
        summary: "Activate a registration or mark it expired",
        params: ZStudentIdParams,
        body: ZStudentStatusRequest,
        response: { 200: ZStudentDetail },
      },
    },
    async (request) =>
      changeStudentStatus(app.ctx, requireUser(request), request.params.id, request.body.status),
  );

  api.delete(
    "/api/students/:id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Delete a registration with its documents",
        params: ZStudentIdParams,
      },
    },
    async (request, reply) => {
      await removeStudent(app.ctx, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    "/api/students/:id/invite",
    {
      config: staff,
      schema: {
        tags,
        summary: "Invite the student to create a swimmer account (mails a /register link)",
        params: ZStudentIdParams,
        response: { 201: ZStudentInviteResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteStudent(app.ctx, requireUser(request), request.params.id, request.lang)),
  );
}
