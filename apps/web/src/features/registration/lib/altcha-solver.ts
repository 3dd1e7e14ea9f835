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

/*
 * The ALTCHA solver: the `altcha` library and its Web Workers, loaded by bot-check.ts only when the proof of
 * work starts (after the page is interactive), so none of it is in the wizard's first render. The solver runs
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

/** Solves a challenge in Web Workers (or on the page without them); null when no solution was found. */
export async function solve(challenge: Challenge, controller: AbortController): Promise<Solution | null> {
  const algorithm = challenge.parameters.algorithm;
  if (typeof Worker !== "undefined" && WORKERS[algorithm]) {
    const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
    return solveChallengeWorkers({ challenge, concurrency, controller, createWorker: WORKERS[algorithm] });
  }
  const deriveKey = IN_PAGE[algorithm];
  if (!deriveKey) throw new Error(`unsupported algorithm ${algorithm}`);
  return solveChallenge({ challenge, controller, deriveKey });
}
