import { ApiError, NetworkError } from "../../../lib/api-error.ts";
import { fieldOfPath, stepOfField, type WizardField } from "./wizard-values.ts";

/*
 * What a failed submit means for the wizard: which step to show again and what to say there. The server's
 * `message` is already in the visitor's language; codes decide where it goes.
 */

export type SubmitProblem =
  /** Fields the server refused: their errors go under them, at the first step that has one. */
  | { kind: "fields"; step: number; fields: Partial<Record<WizardField, string>>; message: string | null }
  | { kind: "slotFull"; message: string | null }
  | { kind: "certificateMissing"; message: string | null }
  | { kind: "gdprOutdated"; message: string | null }
  | { kind: "botCheckFailed" }
  | { kind: "botCheckUnavailable" }
  | { kind: "server"; status: number }
  | { kind: "connection" }
  | { kind: "other"; message: string | null };

export function submitProblem(error: unknown): SubmitProblem {
  if (error instanceof NetworkError) return { kind: "connection" };
  if (!(error instanceof ApiError)) return { kind: "other", message: null };
  const message = error.serverMessage;
  switch (error.code) {
    case "SLOT_FULL":
      return { kind: "slotFull", message };
    case "CERTIFICATE_MISSING":
      return { kind: "certificateMissing", message };
    case "GDPR_VERSION_OUTDATED":
      return { kind: "gdprOutdated", message };
    case "BOT_CHECK_FAILED":
      return { kind: "botCheckFailed" };
    case "BOT_CHECK_UNAVAILABLE":
      return { kind: "botCheckUnavailable" };
  }
  if (error.code === "VALIDATION_ERROR") {
    const fields: Partial<Record<WizardField, string>> = {};
    let step = Number.POSITIVE_INFINITY;
    for (const [path, key] of Object.entries(error.fields)) {
      if (path === "altcha") return { kind: "botCheckFailed" };
      const field = fieldOfPath(path);
      if (!field) continue;
      fields[field] ??= field === "gdprAccepted" && path === "gdprVersion" ? "gdprRequired" : key;
      step = Math.min(step, stepOfField(field));
    }
    if (Number.isFinite(step)) return { kind: "fields", step, fields, message };
  }
  if (error.status >= 500) return { kind: "server", status: error.status };
  return { kind: "other", message };
}
