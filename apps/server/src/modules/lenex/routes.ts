import {
  LENEX_CLUB_FIELD,
  LENEX_DECISIONS_FIELD,
  ZLenexImportResult,
  ZLenexPreview,
  ZLenexRecordsExportQuery,
} from "@bazin/shared/contracts/lenex";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/request-context.ts";
import { clubRecordsLenex } from "./export.ts";
import { importLenex, parseDecisions, previewLenex } from "./service.ts";
import { readLenexUpload } from "./upload.ts";

/** Lenex 3: a meet's results in (preview, then import), the club records out (issue 12). */
export async function lenexRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { access: ["admin", "coach"] as ["admin", "coach"] };
  const tags = ["lenex"];

  api.post(
    "/api/lenex/preview",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Read a Lenex file (multipart `file`: .lef or .lxf ≤ 10 MB, by content; optional `club`): the meet, its clubs, the club's athletes matched with students, what would be skipped",
        consumes: ["multipart/form-data"],
        response: { 200: ZLenexPreview },
      },
    },
    async (request, reply) => {
      const { bytes, fields } = await readLenexUpload(request);
      reply.header("Cache-Control", "no-store");
      return previewLenex(app.ctx, requireUser(request), bytes, fields[LENEX_CLUB_FIELD] || null);
    },
  );

  api.post(
    "/api/lenex/import",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Import a Lenex file's results (multipart `file` and `decisions`: JSON { club, assignments: [{ athleteId, studentId | null }] }) as swim times, in one transaction",
        consumes: ["multipart/form-data"],
        response: { 200: ZLenexImportResult },
      },
    },
    async (request) => {
      const { bytes, fields } = await readLenexUpload(request);
      const decisions = parseDecisions(fields[LENEX_DECISIONS_FIELD]);
      return importLenex(app.ctx, requireUser(request), bytes, decisions);
    },
  );

  api.get(
    "/api/club-records/export.lef",
    {
      config: staff,
      schema: {
        tags,
        summary: "The club records of a pool (and gender, age group) as a Lenex 3.0 record list",
        querystring: ZLenexRecordsExportQuery,
        produces: ["application/xml"],
      },
    },
    async (request, reply) => {
      const { xml, filename } = await clubRecordsLenex(app.ctx, request.query, request.t);
      return reply
        .header("Content-Type", "application/xml; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${filename}"`)
        .header("Cache-Control", "no-store")
        .send(xml);
    },
  );
}
