import { Readable } from "node:stream";
import { PHONE_PATTERN } from "@bazin/shared/domain/limits";
import type { FastifyReply } from "fastify";

/** Excel reads ș, ț, ă as UTF-8 only when the file starts with the byte order mark. */
const BOM = "\uFEFF";
const LINE_END = "\r\n";
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** The starts a spreadsheet reads as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const PHONE_SEPARATORS = /[\s.\-()]/g;

/**
 * Whether a text would run as a formula in a spreadsheet (`=HYPERLINK(…)` or `-1+cmd|…` typed into the public
 * registration form). A value that is wholly a signed number or a phone number (`+40 712 345 678`, the
 * form's own phone rule) is data and stays as it is; anything else starting with = + - @ tab or CR is not.
 */
function looksLikeFormula(text: string): boolean {
  if (!FORMULA_START.test(text)) return false;
  return !(SIGNED_NUMBER.test(text) || PHONE_PATTERN.test(text.replace(PHONE_SEPARATORS, "")));
}

/** One CSV field (RFC 4180): quoted only when needed, formulas neutralised with a leading apostrophe. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = looksLikeFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  let out = "";
  for (const row of rows) out += row.map(csvField).join(",") + LINE_END;
  return out;
}

/**
 * A CSV download made from batches of rows as the client reads them (backpressure), so a large export never
 * sits in memory: one chunk per batch, formatted here rather than by a streaming CSV library, which spent
 * more time per row than the database did (bench/students.ts). UTF-8 with the byte order mark and CRLF
 * lines. An error while producing rows ends the stream with that error.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Readable {
  const chunks = async function* () {
    yield BOM + csvLines([header]);
    for await (const rows of batches) if (rows.length > 0) yield csvLines(rows);
  };
  return Readable.from(chunks(), { objectMode: false });
}

/** Answers with a CSV export as a download named `filename`, never cached (it holds personal data). */
export function sendCsv(reply: FastifyReply, { stream, filename }: { stream: Readable; filename: string }) {
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${filename}"`)
    .header("Cache-Control", "no-store")
    .send(stream);
}
