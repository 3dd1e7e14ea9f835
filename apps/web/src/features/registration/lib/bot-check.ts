import {
  type Challenge,
  pbkdf2,
  type Solution,
  sha,
  solveChallenge,
  solveChallengeWorkers,
} from "altcha/lib";
import Argon2idWorker from "altcha/workers/argon2id?worker";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ScryptWorker from "altcha/workers/scrypt?worker";
import ShaWorker from "altcha/workers/sha?worker";
import { getAltchaChallenge } from "../api/get-altcha-challenge.ts";

/*
 * The ALTCHA proof of work, solved in the background while the visitor fills in the wizard. The solver runs
 * in Web Workers built from our own origin (CSP: worker-src 'self'), never a third-party host; the result is
 * the payload string the widget would put in its hidden field, sent as `altcha` with the registration.
 */

const WORKERS: Record<string, () => Worker> = {
  "SHA-256": () => new ShaWorker(),
  "SHA-384": () => new ShaWorker(),
  "SHA-512": () => new ShaWorker(),
  "PBKDF2/SHA-256": () => new Pbkdf2Worker(),
  "PBKDF2/SHA-384": () => new Pbkdf2Worker(),
  "PBKDF2/SHA-512": () => new Pbkdf2Worker(),
  ARGON2ID: () => new Argon2idWorker(),
  SCRYPT: () => new ScryptWorker(),
};

/** Without Web Workers (old browsers, tests) the lighter algorithms are solved on the page itself. */
const IN_PAGE = {
  "SHA-256": sha.deriveKey,
  "SHA-384": sha.deriveKey,
  "SHA-512": sha.deriveKey,
  "PBKDF2/SHA-256": pbkdf2.deriveKey,
  "PBKDF2/SHA-384": pbkdf2.deriveKey,
  "PBKDF2/SHA-512": pbkdf2.deriveKey,
} as Record<string, typeof sha.deriveKey>;

/** The challenge could not be fetched (server down, 5xx): the visitor is asked to reload. */
export class BotCheckUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("bot check unavailable", { cause });
    this.name = "BotCheckUnavailableError";
  }
}

async function solve(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  const algorithm = challenge.parameters.algorithm;
  if (typeof Worker !== "undefined" && WORKERS[algorithm]) {
    const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
    return solveChallengeWorkers({ challenge, concurrency, controller, createWorker: WORKERS[algorithm] });
  }
  const deriveKey = IN_PAGE[algorithm];
  if (!deriveKey) throw new Error(`unsupported algorithm ${algorithm}`);
  return solveChallenge({ challenge, controller, deriveKey });
}

/** Fetches a challenge and solves it; resolves with the base64 payload and when the challenge expires. */
export async function solveBotCheck(
  signal?: AbortSignal,
): Promise<{ payload: string; expiresAt: number | null }> {
  let challenge: Challenge;
  try {
    challenge = await getAltchaChallenge(signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new BotCheckUnavailableError(error);
  }
  if (!challenge?.parameters?.algorithm) throw new BotCheckUnavailableError();
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solve(challenge, controller);
  if (!solution) throw new BotCheckUnavailableError();
  const payload = btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
  const expiresAt = challenge.parameters.expiresAt ? challenge.parameters.expiresAt * 1000 : null;
  return { payload, expiresAt };
}

/** A solution this close to its challenge's expiry is solved again before it is sent. */
const EXPIRY_MARGIN_MS = 15_000;

/**
 * One background solve at a time: `start()` begins early, `payload()` waits for it (starting again when the
 * last one failed or is about to expire), `renew()` throws the spent solution away after a submit.
 */
export class BackgroundBotCheck {
  private current: Promise<{ payload: string; expiresAt: number | null }> | null = null;
  private controller = new AbortController();

  start(): void {
    if (this.current) return;
    const attempt = solveBotCheck(this.controller.signal);
    this.current = attempt;
    attempt.catch(() => {
      // Forget a failed attempt so the next `payload()` asks the server again.
      if (this.current === attempt) this.current = null;
    });
  }

  async payload(): Promise<string> {
    this.start();
    let result = await this.current!;
    if (result.expiresAt !== null && result.expiresAt - Date.now() < EXPIRY_MARGIN_MS) {
      this.current = null;
      this.start();
      result = await this.current!;
    }
    return result.payload;
  }

  renew(): void {
    this.current = null;
    this.start();
  }

  dispose(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.current = null;
  }
}
