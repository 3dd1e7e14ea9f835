import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

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
