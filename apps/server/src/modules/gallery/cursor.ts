import { AppError } from "../../lib/app-error.ts";
import type { PhotoPosition } from "./repository.ts";

/** The "load more" cursor: opaque to clients, it carries where the previous page ended. */
export function encodeCursor(position: PhotoPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's text form of a timestamptz, as encodeCursor got it from the database. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

/** Reads a cursor back; anything this server did not make is a 400 on the `cursor` field. */
export function decodeCursor(cursor: string): PhotoPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (
        typeof createdAt === "string" &&
        TIMESTAMP.test(createdAt) &&
        typeof id === "string" &&
        UUID.test(id)
      )
        return { createdAt, id };
    }
  } catch {
    // Not base64 JSON: answered below like any other foreign value.
  }
  throw new AppError("VALIDATION_ERROR", 400, {}, { cursor: "invalid" });
}
