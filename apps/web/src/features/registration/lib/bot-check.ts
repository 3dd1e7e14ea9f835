import type { Challenge } from "altcha/lib";
import { getAltchaChallenge } from "../api/get-altcha-challenge.ts";

/*
 * The ALTCHA proof of work, solved in the background while the visitor fills in the wizard. The solver
 * (altcha-solver.ts: the library and its Web Workers) is its own chunk, loaded when the first solve starts.
 */

/** The challenge could not be fetched (server down, 5xx): the visitor is asked to reload. */
export class BotCheckUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("bot check unavailable", { cause });
    this.name = "BotCheckUnavailableError";
  }
}

/** Fetches a challenge and solves it; resolves with the base64 payload and when the challenge expires. */
export async function solveBotCheck(
  signal?: AbortSignal,
): Promise<{ payload: string; expiresAt: number | null }> {
  // The solver's chunk loads while the challenge is on its way.
  const solver = import("./altcha-solver.ts");
  solver.catch(() => undefined);
  let challenge: Challenge;
  try {
    challenge = await getAltchaChallenge(signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new BotCheckUnavailableError(error);
  }
  if (!challenge?.parameters?.algorithm) throw new BotCheckUnavailableError();
  const { solve } = await solver.catch((error: unknown) => {
    throw new BotCheckUnavailableError(error);
  });
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

/**
 * How long after the wizard shows the proof of work starts at the latest (when the browser is idle), for a
 * visitor who has not touched the form yet: well after the page has loaded, so it never competes with it.
 */
const START_AFTER_MS = 10_000;

/**
 * Calls `start` once the page is interactive, without competing with its first render and data for the CPU: at
 * the visitor's first interaction with `target` (a key, a pointer, a focus), or ten seconds after the wizard
 * showed when the browser is idle, whichever comes first (at once, when idle, with `soon`). Returns a cancel.
 */
export function startWhenSettled(target: HTMLElement | null, start: () => void, soon = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const cancel = () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    for (const event of events) target?.removeEventListener(event, run);
  };
  function run() {
    cancel();
    start();
  }
  for (const event of events) target?.addEventListener(event, run, { passive: true });
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: 2_000 });
    else run();
  };
  if (soon) whenIdle();
  else timer = setTimeout(whenIdle, START_AFTER_MS);
  return cancel;
}
