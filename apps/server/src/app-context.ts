import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Clock } from "./lib/clock.ts";
import type { SessionCache } from "./modules/auth/session-cache.ts";
import type { MailDispatcher } from "./modules/mail/dispatcher.ts";
import type { RealtimeHub } from "./realtime/hub.ts";

/** What every module needs, built once at start-up and handed to the app (tests build their own). */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  /** Installation secrets, shared by all instances through the database. */
  secrets: { csrf: string };
  /** Delivers the mail outbox; services call `kick()` after committing a transaction that queued mail. */
  mail: MailDispatcher;
  /**
   * This instance's short-lived cache of sessions (ADR 007); buildApp creates one when it is not given. Code that
   * ends sessions or changes a user must tell it, after committing. Absent in processes that serve no requests
   * (command-line tools), which have nothing cached.
   */
  sessionCache?: SessionCache;
  /**
   * Real-time deliveries (notifications, chat) to connected clients, on every instance; buildApp creates one
   * when it is not given. Absent in processes that serve no connections (command-line tools).
   */
  realtime?: RealtimeHub;
}

/** The context as the running app holds it: buildApp fills in what a caller may leave out. */
export type ServerContext = AppContext & Required<Pick<AppContext, "sessionCache" | "realtime">>;
