import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

/**
 * A CSV download from rows produced as the client reads them (backpressure), so a large export never sits in
 * memory. UTF-8 with the byte order mark (Excel reads ș, ț, ă as UTF-8 only with it) and CRLF lines. An error
 * while producing rows ends the stream with that error.
 */
export function csvStream(rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify({ bom: true, record_delimiter: "windows" });
  Readable.from(rows)
    .on("error", (error) => csv.destroy(error))
    .pipe(csv);
  return csv;
}

/** Answers with a CSV export as a download named `filename`, never cached (it holds personal data). */
export function sendCsv(reply: FastifyReply, { stream, filename }: { stream: Readable; filename: string }) {
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${filename}"`)
    .header("Cache-Control", "no-store")
    .send(stream);
}
