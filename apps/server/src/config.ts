import { resolve } from "node:path";
import { z } from "zod";

const zBool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Every setting the server reads from its environment. A bad value stops the start with the variable's name. */
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Bazinul Municipal <no-reply@bazin.local>"),
  /** With several instances: real-time messages travel between them through this Redis (ADR 011). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** Prefix of the Redis channel and keys, so installations (production, staging) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default("bazin"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: zBool.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** How long an instance trusts the session it read (0: read it on every request). ADR 007. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** How long the public pages' answers are kept in memory (plugins/public-cache.ts); 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** How long a signed-in GET's answer may be served again while the database is unchanged (plugins/read-cache.ts); 0 turns it off. */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_IP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10_000).default(50),
  RATE_LIMIT_ENABLED: zBool.default(true),
  /**
   * The registration's proof of work (ALTCHA): the algorithm the widget solves, its cost per try, and the
   * largest counter the solver may have to reach. Defaults take a phone a few seconds; tests make it instant.
   */
  ALTCHA_ALGORITHM: z.enum(["PBKDF2/SHA-256", "SHA-256"]).default("PBKDF2/SHA-256"),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(1_000_000).default(5000),
  SEED_DEMO: zBool.optional(),
  /**
   * What anonymous uploads not yet claimed by a registration (medical certificates, kept 24 h) may hold on
   * disk: in all, and from one client address. Past either the upload is refused, so no one fills the disk.
   */
  PENDING_UPLOADS_MAX_MB: z.coerce.number().min(1).max(1_000_000).default(1024),
  PENDING_UPLOADS_PER_ADDRESS_MB: z.coerce.number().min(1).max(1_000_000).default(50),
  /**
   * Retention (spec §9: "expired records kept 3–5 years; logs 12 months"): how long an expired registration is
   * kept after its last valid day, and the audit log's entries, before the daily purge removes them.
   */
  RETENTION_REGISTRATION_YEARS: z.coerce.number().int().min(3).max(5).default(3),
  RETENTION_AUDIT_MONTHS: z.coerce.number().int().min(12).max(60).default(12),
  /** Who may read the API description at /api/docs: anyone, administrators, or no one. */
  API_DOCS: z.enum(["public", "admin", "off"]).optional(),
  /**
   * Origins of the native shell's web view, which calls the API from another origin: iOS serves it from
   * capacitor://localhost, Android from http://localhost (plain http, so it may call a local-network server).
   */
  CORS_ORIGINS: z.string().default("capacitor://localhost,http://localhost,https://localhost"),
});

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment once at start-up; throws an error naming each bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: publicUrl.startsWith("https://"),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    publicCacheMs: e.PUBLIC_CACHE_SECONDS * 1000,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    login: {
      maxAttempts: e.LOGIN_MAX_ATTEMPTS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60 * 1000,
      ipMaxAttempts: e.LOGIN_IP_MAX_ATTEMPTS,
    },
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    pendingUploads: {
      maxBytes: e.PENDING_UPLOADS_MAX_MB * 1048576,
      perAddressBytes: e.PENDING_UPLOADS_PER_ADDRESS_MB * 1048576,
    },
    retention: { registrationYears: e.RETENTION_REGISTRATION_YEARS, auditMonths: e.RETENTION_AUDIT_MONTHS },
    altcha: { algorithm: e.ALTCHA_ALGORITHM, cost: e.ALTCHA_COST, maxCounter: e.ALTCHA_MAX_COUNTER },
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    /**
     * Demo accounts (their password is in the README) exist only on a development embedded database: never on
     * a real PostgreSQL and never in production, whatever SEED_DEMO says.
     */
    seedDemo: e.DATABASE_URL || e.NODE_ENV === "production" ? false : (e.SEED_DEMO ?? true),
    /** The whole API map is for developers: open in development, administrators only in production. */
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === "production" ? "admin" : "public"),
  };
}
