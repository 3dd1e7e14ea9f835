import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext, ServerContext } from "./app-context.ts";
import type { Config } from "./config.ts";
import { scheduleCleanup } from "./jobs/cleanup.ts";
import { DAILY_JOBS } from "./jobs/registration-jobs.ts";
import { startScheduler } from "./jobs/scheduler.ts";
import { serializerCompiler } from "./lib/response-serializer.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { announcementAdminRoutes } from "./modules/announcements/admin.routes.ts";
import { announcementRoutes } from "./modules/announcements/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { invitationRoutes } from "./modules/auth/invitations.routes.ts";
import { passwordResetRoutes } from "./modules/auth/password-reset.routes.ts";
import { pendingInvitationRoutes } from "./modules/auth/pending-invitations.routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { createSessionCache } from "./modules/auth/session-cache.ts";
import { lookupSession } from "./modules/auth/session-lookup.ts";
import { calendarRoutes } from "./modules/calendar/routes.ts";
import { chatRoutes } from "./modules/chat/routes.ts";
import { clubRoutes } from "./modules/club/routes.ts";
import { coachRoutes } from "./modules/coach/routes.ts";
import { galleryRoutes } from "./modules/gallery/routes.ts";
import { consentRoutes } from "./modules/gdpr/consents.routes.ts";
import { dataRequestRoutes } from "./modules/gdpr/data-requests.routes.ts";
import { policyNoticesSettled } from "./modules/gdpr/notice.ts";
import { gdprRoutes } from "./modules/gdpr/routes.ts";
import { groupRoutes } from "./modules/groups/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { lenexRoutes } from "./modules/lenex/routes.ts";
import { createMailDispatcher } from "./modules/mail/dispatcher.ts";
import { notifyMailUndeliverable } from "./modules/notifications/producers.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { planRoutes } from "./modules/plans/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { renewalRoutes } from "./modules/registrant-access/renewal.routes.ts";
import { registrantAccessRoutes } from "./modules/registrant-access/routes.ts";
import { registrationRoutes } from "./modules/registration/routes.ts";
import { isPageDataRequest } from "./modules/seo/page-data.ts";
import { seoRoutes } from "./modules/seo/routes.ts";
import { sessionRoutes } from "./modules/sessions/routes.ts";
import { sessionTimesRoutes } from "./modules/sessions/times.routes.ts";
import { studentRoutes } from "./modules/students/routes.ts";
import { swimmerRoutes } from "./modules/swimmers/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { timeRoutes } from "./modules/times/routes.ts";
import { workoutRoutes } from "./modules/workouts/routes.ts";
import { accessPlugin } from "./plugins/access.ts";
import { crossOriginPlugin } from "./plugins/cross-origin.ts";
import { csrfPlugin } from "./plugins/csrf.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { publicCachePlugin } from "./plugins/public-cache.ts";
import { readCachePlugin } from "./plugins/read-cache.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { securityPlugin } from "./plugins/security.ts";
import { staticWebPlugin, WEB_DIST } from "./plugins/static-web.ts";
import { textGuardPlugin } from "./plugins/text-guard.ts";
import type { RealtimeHub } from "./realtime/hub.ts";
import { createLocalHub } from "./realtime/local-hub.ts";
import { createRedisHub } from "./realtime/redis-hub.ts";
import { installRealtimeEndpoint, type RealtimeEndpointOptions } from "./realtime/sockjs-endpoint.ts";

export interface BuildAppOptions {
  /**
   * The context; without `mail`, a dispatcher is made from the configuration (SMTP or .eml files); without
   * `sessionCache`, an empty one.
   */
  ctx: Omit<AppContext, "mail"> & { mail?: AppContext["mail"] };
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web app (the server does; API tests don't need it). */
  serveWeb?: boolean;
  /** Where the built web app lies; apps/web/dist unless a test gives its own. */
  webRoot?: string;
  /** Run background work (mail delivery, cleanup) while the app is up. On by default. */
  background?: boolean;
  /** Serve the real-time endpoint (/ws-chat) once the app listens. On by default; `inject` tests never reach it. */
  realtimeEndpoint?:
    | boolean
    | Pick<RealtimeEndpointOptions, "broker" | "sockjsHeartbeatMs" | "sockjsDisconnectMs">;
}

/** Redis carries real-time messages between instances when REDIS_URL is set; otherwise they stay in-process. */
async function createHub(config: Config, log: FastifyBaseLogger): Promise<RealtimeHub> {
  if (!config.redisUrl) return createLocalHub();
  const hub = createRedisHub({
    url: config.redisUrl,
    namespace: config.redisPrefix,
    log: log.child({ module: "redis" }),
  });
  // Start even when Redis is down (it is retried), but not before it answers if it can.
  await Promise.race([hub.ready, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  return hub;
}

/** Builds the whole HTTP app from its plugins and modules. main.ts and the tests both use it. */
export async function buildApp({
  ctx: given,
  logger = false,
  serveWeb = false,
  webRoot = WEB_DIST,
  background = true,
  realtimeEndpoint = true,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: isPageDataRequest }),
    trustProxy: given.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ctx: ServerContext = {
    ...given,
    mail: given.mail ?? createMailDispatcher(given),
    sessionCache: given.sessionCache ?? createSessionCache(given.config),
    realtime: given.realtime ?? (await createHub(given.config, app.log)),
  };
  app.decorate("ctx", ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON answers compressed on the fly; the web app's files are compressed once at build time.
  await app.register(compress, { global: true, encodings: ["gzip", "deflate"], threshold: 1024 });
  await app.register(crossOriginPlugin, { origins: ctx.config.corsOrigins });
  await app.register(cookie);
  // Uploads stream to storage, which enforces the real limit (5 MB); one byte more here lets it notice.
  await app.register(multipart, { limits: { fileSize: 5242880 + 1, files: 1 } });
  await app.register(rateLimit, { global: false });
  await app.register(securityPlugin);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  // Before any route, so the OpenAPI description sees every one of them.
  await app.register(docsPlugin);
  await app.register(csrfPlugin);
  await app.register(textGuardPlugin);
  await app.register(publicCachePlugin);
  await app.register(readCachePlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(invitationRoutes);
  await app.register(pendingInvitationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(registrationRoutes);
  await app.register(renewalRoutes);
  await app.register(registrantAccessRoutes);
  await app.register(clubRoutes);
  await app.register(gdprRoutes);
  await app.register(consentRoutes);
  await app.register(dataRequestRoutes);
  await app.register(seoRoutes, { webRoot });
  await app.register(galleryRoutes);
  await app.register(announcementRoutes);
  await app.register(announcementAdminRoutes);
  await app.register(groupRoutes);
  await app.register(chatRoutes);
  await app.register(notificationRoutes);
  await app.register(studentRoutes);
  await app.register(accountRoutes);
  await app.register(auditRoutes);
  await app.register(systemRoutes);
  await app.register(swimmerRoutes);
  await app.register(timeRoutes);
  await app.register(lenexRoutes);
  await app.register(workoutRoutes);
  await app.register(planRoutes);
  await app.register(sessionRoutes);
  await app.register(coachRoutes);
  await app.register(sessionTimesRoutes);
  await app.register(calendarRoutes);

  if (background) {
    // The instance that delivers mail tells the admins about a message it had to give up on.
    ctx.mail.onUndeliverable((tx, message) => notifyMailUndeliverable(ctx, tx, message));
    let stopCleanup = () => {};
    let stopJobs = async () => {};
    app.addHook("onReady", async () => {
      ctx.mail.start(app.log.child({ module: "mail" }));
      stopCleanup = scheduleCleanup(ctx, app.log);
      stopJobs = startScheduler(ctx, DAILY_JOBS, app.log.child({ module: "jobs" }));
    });
    app.addHook("onClose", async () => {
      stopCleanup();
      await stopJobs();
      await ctx.mail.stop();
    });
  }

  if (realtimeEndpoint) {
    const sessions = { ...ctx, sessionCache: ctx.sessionCache };
    const endpoint = installRealtimeEndpoint(app.server, {
      ...(realtimeEndpoint === true ? {} : realtimeEndpoint),
      hub: ctx.realtime,
      authenticate: async (token) => (await lookupSession(sessions, token))?.user ?? null,
      trustedOrigins: [new URL(ctx.config.publicUrl).origin],
      log: app.log.child({ module: "realtime" }),
    });
    // Before the HTTP server stops: it would otherwise wait for these long-lived connections.
    app.addHook("preClose", async () => endpoint.close());
  }

  // Last, after the background work's own hooks: connections close before the database does, and the notices
  // a policy publication started in the background are queued first (they would fail on a closed database).
  app.addHook("onClose", async () => {
    await policyNoticesSettled(ctx);
    await ctx.realtime.close();
  });

  if (serveWeb) await app.register(staticWebPlugin, { root: webRoot });
  return app;
}
