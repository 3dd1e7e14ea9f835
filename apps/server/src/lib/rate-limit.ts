import type { RateLimitOptions } from "@fastify/rate-limit";
import type { AppContext } from "../app-context.ts";

/**
 * Coarse per-address limits on the routes a robot would hammer. They sit in front of the precise rules
 * (per-account lockout, single-use tokens) and are kept in memory, per instance, on purpose: cheap and
 * good enough as a first guard. Generous enough for a school's shared network.
 */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: 60_000 },
  forgotPassword: { max: 5, timeWindow: 60_000 },
  tokenCheck: { max: 30, timeWindow: 60_000 },
  tokenUse: { max: 10, timeWindow: 60_000 },
  /** The registration wizard: a challenge per visit, an upload or two, a submit (retried on a full slot). */
  botChallenge: { max: 30, timeWindow: 60_000 },
  certificateUpload: { max: 10, timeWindow: 60_000 },
  registrationSubmit: { max: 10, timeWindow: 60_000 },
} satisfies Record<string, RateLimitOptions>;

/** The route's `config.rateLimit`, or nothing when rate limiting is switched off (tests, benchmarks). */
export function rateLimit(
  ctx: AppContext,
  preset: keyof typeof RATE_LIMITS,
): { rateLimit?: RateLimitOptions } {
  return ctx.config.rateLimitEnabled ? { rateLimit: RATE_LIMITS[preset] } : {};
}
