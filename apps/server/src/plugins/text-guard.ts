import { INVALID_CHARACTER_MESSAGE, invalidCharacterPath } from "@bazin/shared/domain/text";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

/**
 * Refuses a character that cannot be stored (NUL, a lone surrogate: @bazin/shared/domain/text) in any route's
 * parameters, query or JSON body with the translated 400 that names the field, before the route's schema or SQL
 * sees it (PostgreSQL would fail with 22021 or 22P05, a 500 that logged the sender's data). One rule for every route, present and future. Uploaded files are bytes and are not
 * searched; the text fields of a multipart form are checked where the route reads them.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous, as the access and CSRF hooks before it: an async hook would cost every request a promise.
  app.addHook("preValidation", (request, _reply, done) => {
    const body = ArrayBuffer.isView(request.body) ? undefined : request.body;
    for (const value of [request.params, request.query, body]) {
      const path = invalidCharacterPath(value);
      if (path) return done(new AppError("VALIDATION_ERROR", 400, {}, { [path]: INVALID_CHARACTER_MESSAGE }));
    }
    done();
  });
});
