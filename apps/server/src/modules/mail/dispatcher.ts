import type { Db } from "../../db/client.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { claimDueMail, markMailFailed, markMailSent, type OutboxRow } from "./outbox.repository.ts";
import { fileTransport, type MailTransport, smtpTransport } from "./transport.ts";

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailDispatcherOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  /** How often pending mail is looked for even without a kick (retries, other instances' mail). */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed tries a message is marked `failed` and left for a person to look at. */
  maxAttempts?: number;
}

/** Told, in the transaction that gives up on a message, that it will not be delivered (the app alerts admins). */
export type UndeliverableHandler = (tx: Tx, message: OutboxRow) => Promise<unknown>;

/** Longer than any SMTP timeout: a message still "sending" after this was abandoned by a dead instance. */
const LEASE_MS = 15 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;

/** Back-off before try n+1: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the mail outbox. Woken right after a transaction that queued mail commits (`kick`), and also every
 * few seconds, so retries and mail queued by another instance go out too. Runs never overlap in one process;
 * across processes the claim query keeps them apart.
 */
export class MailDispatcher {
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private log: Log = { info() {}, warn() {}, error() {} };
  private undeliverable: UndeliverableHandler | null = null;

  constructor(private readonly opts: MailDispatcherOptions) {
    this.pollMs = opts.pollMs ?? 5000;
    this.batchSize = opts.batchSize ?? 10;
    this.maxAttempts = opts.maxAttempts ?? 10;
  }

  get transportKind() {
    return this.opts.transport.kind;
  }

  start(log?: Log) {
    if (log) this.log = log;
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Sets what happens when a message is given up on after its last try (one handler; a new one replaces it). */
  onUndeliverable(handler: UndeliverableHandler) {
    this.undeliverable = handler;
  }

  /** Asks for a delivery run soon; cheap to call often (runs are coalesced). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Delivers everything due now and resolves when done (tests, and shutdown). */
  async flush() {
    if (this.running) await this.running;
    await this.deliverDue();
  }

  /** Stops polling and waits for the current run, so the database can close after it. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await this.running;
    this.opts.transport.close();
  }

  private async loop() {
    do {
      this.again = false;
      try {
        await this.deliverDue();
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        this.log.error({ err: error }, "mail dispatch run failed");
      }
    } while (this.again && !this.stopped);
  }

  private async deliverDue() {
    const { db, clock } = this.opts;
    for (;;) {
      const now = clock.now();
      const batch = await claimDueMail(db, now, new Date(now.getTime() + LEASE_MS), this.batchSize);
      if (batch.length === 0) return;
      for (const message of batch) {
        try {
          const where = await this.opts.transport.send(message, clock.now());
          await markMailSent(db, message.id, clock.now());
          this.log.info({ mailId: message.id, subject: message.subject, via: where }, "mail delivered");
        } catch (error) {
          const giveUp = message.attempts >= this.maxAttempts;
          const reason = String((error as Error)?.message ?? error);
          if (giveUp) {
            await inTransaction(db, async (tx) => {
              await markMailFailed(tx, message.id, reason, null);
              await this.undeliverable?.(tx, message);
            });
          } else {
            const retryAt = new Date(clock.now().getTime() + retryDelayMs(message.attempts));
            await markMailFailed(db, message.id, reason, retryAt);
          }
          this.log.warn(
            { mailId: message.id, attempts: message.attempts, err: (error as Error)?.message, giveUp },
            "mail delivery failed",
          );
        }
      }
      if (this.stopped) return;
    }
  }
}

/** The dispatcher for a configuration: SMTP when SMTP_URL is set, otherwise .eml files in the data folder. */
export function createMailDispatcher(deps: {
  config: { smtpUrl?: string; mailFrom: string; dataDir: string };
  db: Db;
  clock: Clock;
}): MailDispatcher {
  const { config } = deps;
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(config.dataDir, config.mailFrom);
  return new MailDispatcher({ db: deps.db, clock: deps.clock, transport });
}
