import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { accessPlugin } from "./plugins/access.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { securityPlugin } from "./plugins/security.ts";
import { staticWebPlugin } from "./plugins/static-web.ts";

export interface BuildAppOptions {
  ctx: AppContext;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web app (the server does; API tests don't need it). */
  serveWeb?: boolean;
}

/** Builds the whole HTTP app from its plugins and modules. main.ts and the tests both use it. */
export async function buildApp({ ctx, logger = false, serveWeb = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate("ctx", ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(securityPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(csrfPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes);

  if (serveWeb) await app.register(staticWebPlugin);
  return app;
}
