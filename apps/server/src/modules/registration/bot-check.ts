import {
  type Challenge,
  createChallenge,
  type DeriveKeyFunction,
  randomInt,
  verifySolution,
} from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { hmac } from "../../lib/tokens.ts";
import { loadOrCreateSecret } from "../system/secrets.repository.ts";

/*
 * The registration's bot check: ALTCHA v2 proof of work, self-hosted. The server hands out a signed challenge
 * (GET /api/registration/altcha); the wizard's widget (altcha 3.x) solves it in the background and sends back
 * base64(JSON { challenge: { parameters, signature }, solution }), which the submit verifies. Challenges use
 * the deterministic mode: the server knows the counter, so it signs the expected key and verifying is one HMAC.
 */

/** The algorithms the widget solves without extra workers (PBKDF2/SHA-256 is its default). */
const DERIVE_KEY: Record<string, DeriveKeyFunction> = { "PBKDF2/SHA-256": pbkdf2, "SHA-256": sha };

/** How long a challenge may be solved and used. Wall-clock time: altcha-lib checks it with Date.now(). */
export const CHALLENGE_TTL_MS = 10 * 60_000;

interface BotCheckSecrets {
  signature: string;
  keySignature: string;
}

/** Loaded once per database; every instance signs and verifies with the same installation secret. */
const secretsByDb = new WeakMap<object, Promise<BotCheckSecrets>>();

function botCheckSecrets(ctx: AppContext): Promise<BotCheckSecrets> {
  let loading = secretsByDb.get(ctx.db);
  if (!loading) {
    loading = loadOrCreateSecret(ctx.db, "altcha").then((secret) => ({
      signature: secret,
      keySignature: hmac(secret, "altcha-key-signature"),
    }));
    // A failed load (database briefly down) is not remembered: the next request tries again.
    loading.catch(() => secretsByDb.delete(ctx.db));
    secretsByDb.set(ctx.db, loading);
  }
  return loading;
}

/** A new signed challenge for the widget. */
export async function createBotChallenge(ctx: AppContext): Promise<Challenge> {
  const { algorithm, cost, maxCounter } = ctx.config.altcha;
  let secrets: BotCheckSecrets;
  try {
    secrets = await botCheckSecrets(ctx);
  } catch {
    throw new AppError("BOT_CHECK_UNAVAILABLE", 503);
  }
  return createChallenge({
    algorithm,
    cost,
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
    deriveKey: DERIVE_KEY[algorithm]!,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/** A verified proof: its signature (spent once) and until when it would be accepted. */
export interface VerifiedBotCheck {
  signature: string;
  expiresAt: Date;
}

interface ClientPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function parsePayload(payload: string): ClientPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<ClientPayload>;
    const parameters = value?.challenge?.parameters;
    if (
      !parameters ||
      typeof parameters !== "object" ||
      typeof value.challenge?.signature !== "string" ||
      !value.solution ||
      typeof value.solution !== "object"
    ) {
      return null;
    }
    return value as ClientPayload;
  } catch {
    return null;
  }
}

/**
 * Checks a solved challenge: signed by us, not expired, solved. A bad, expired or forged proof is
 * BOT_CHECK_FAILED (400: the wizard fetches a new challenge); when the check itself cannot run it is
 * BOT_CHECK_UNAVAILABLE (503). Whether the proof was used before is decided by the submit's transaction.
 */
export async function verifyBotCheck(ctx: AppContext, payload: string): Promise<VerifiedBotCheck> {
  const failed = () => new AppError("BOT_CHECK_FAILED", 400);
  const parsed = parsePayload(payload);
  if (!parsed) throw failed();
  const deriveKey = DERIVE_KEY[parsed.challenge.parameters.algorithm];
  if (!deriveKey) throw failed();
  let secrets: BotCheckSecrets;
  try {
    secrets = await botCheckSecrets(ctx);
  } catch {
    throw new AppError("BOT_CHECK_UNAVAILABLE", 503);
  }
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    verified = result.verified;
  } catch {
    throw new AppError("BOT_CHECK_UNAVAILABLE", 503);
  }
  if (!verified) throw failed();
  const expiresAt = parsed.challenge.parameters.expiresAt;
  return {
    signature: parsed.challenge.signature!,
    expiresAt: new Date(expiresAt ? expiresAt * 1000 : Date.now() + CHALLENGE_TTL_MS),
  };
}
