/**
 * Settings from the developer's shell that would point an e2e server elsewhere or change its defaults: the
 * shared server (playwright.config.ts) and a spec's own (own-server.ts) start without them.
 */
export const SERVER_ENV_TO_UNSET = [
  "DATABASE_URL",
  "SMTP_URL",
  "REDIS_URL",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "SESSION_TTL_DAYS",
  "LOGIN_MAX_ATTEMPTS",
  "LOGIN_WINDOW_MINUTES",
  "LOGIN_IP_MAX_ATTEMPTS",
  "SEED_DEMO",
  "CORS_ORIGINS",
  "NODE_ENV",
];
