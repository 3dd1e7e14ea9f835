import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";
import { hasTranslation } from "../lib/i18n.ts";

/** Codes for Fastify's own client errors, so even those arrive translated. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "VALIDATION_ERROR",
  FST_ERR_CTP_INVALID_JSON_BODY: "VALIDATION_ERROR",
};

/**
 * Turns every error into `{ code, message, fields?, params? }` with `message` in the request's language.
 * A 5xx never shows internals: it is logged and answered with a generic message.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t;
    if (error instanceof AppError) {
      const retryAfter = error.params.retryAfterSeconds;
      if (typeof retryAfter === "number") reply.header("Retry-After", String(retryAfter));
      // A service's field errors read like the schema's: the message names the first problem (with its params,
      // e.g. which phase and its bounds).
      const firstField = error.code === "VALIDATION_ERROR" ? Object.values(error.fields ?? {})[0] : undefined;
      const message =
        firstField && firstField !== "invalid" && hasTranslation(request.lang, `validation:${firstField}`)
          ? t(`validation:${firstField}`, error.params)
          : t(`errors:${error.code}`, error.params);
      return reply.status(error.status).send({
        code: error.code,
        message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(Object.keys(error.params).length ? { params: error.params } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Contract messages are `validation` keys; anything else (a wrong type, a missing field) is "invalid".
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        const key =
          issue.message && hasTranslation(request.lang, `validation:${issue.message}`)
            ? issue.message
            : "invalid";
        fields[path] ??= key;
      }
      // Clients show `message` as is (spec §7), so it names the first problem rather than a generic sentence.
      const first = Object.values(fields)[0];
      const message = first && first !== "invalid" ? t(`validation:${first}`) : t("errors:VALIDATION_ERROR");
      return reply.status(400).send({ code: "VALIDATION_ERROR", message, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: "RATE_LIMITED", message: t("errors:RATE_LIMITED") });
    }
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? "BAD_REQUEST";
      return reply.status(status).send({ code, message: t(`errors:${code}`) });
    }
    // A failed query's message carries its parameters (hashes, personal data): log the driver's error and the
    // SQL text only.
    const query = (error as { query?: unknown }).query;
    if (typeof query === "string" && error.cause)
      request.log.error({ err: error.cause, query }, "query failed");
    else request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: t("errors:INTERNAL_ERROR") });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: "NOT_FOUND", message: request.t("errors:NOT_FOUND") });
  });
});
