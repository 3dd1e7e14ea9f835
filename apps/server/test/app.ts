import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/app.ts";
import type { AppContext } from "../src/app-context.ts";
import { type Config, parseConfig } from "../src/config.ts";
import type { Database, Db } from "../src/db/client.ts";
import { createSessionCache } from "../src/modules/auth/session-cache.ts";
import { createMailDispatcher } from "../src/modules/mail/dispatcher.ts";
import { TestClock } from "./clock.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export interface TestContext {
  ctx: AppContext & { clock: TestClock };
  database: Database;
  /** Removes the database and the temporary data folder. */
  dispose(): Promise<void>;
}

/**
 * A context like main.ts builds, on a fresh migrated database, with a controllable clock and a temporary data
 * folder (mail .eml files land there unless SMTP_URL is given).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  configure?: (config: Config) => void,
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-test-"));
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: "false",
    SEED_DEMO: "false",
    ...env,
  });
  configure?.(config);
  const clock = new TestClock();
  const mail = createMailDispatcher({ config, db: database.db, clock });
  return {
    ctx: {
      config,
      db: database.db,
      clock,
      secrets: { csrf: "test-secret" },
      mail,
      sessionCache: createSessionCache(config),
    },
    database,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the real app on a fresh migrated database with a controllable clock. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (config: Config) => void,
): Promise<TestApp> {
  const { ctx, dispose } = await createTestContext(env, configure);
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * A second server instance on the same database and clock, as behind a load balancer: its own app and its own
 * session cache (no background work; the first instance runs it). Closing it leaves the database open.
 */
export async function createSecondInstance(first: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    ctx: { ...first.ctx, sessionCache: createSessionCache(first.config) },
    background: false,
  });
  await app.ready();
  return app;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A browser-like client: keeps cookies between calls and sends the XSRF header on state changes,
 * the way the web app does.
 */
export class TestAgent {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  lang: "ro" | "en" = "ro";
  /** The client's address as the server sees it (inject's default is 127.0.0.1). */
  ip: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async ensureCsrf() {
    if (this.csrfToken) return this.csrfToken;
    const res = await this.request("GET", "/api/csrf");
    this.csrfToken = res.json().token as string;
    return this.csrfToken;
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== "GET" && !("x-xsrf-token" in headers)) headers["x-xsrf-token"] = await this.ensureCsrf();
    const options: InjectOptions = {
      method,
      url,
      headers: { "accept-language": this.lang, ...headers },
      cookies: Object.fromEntries(this.cookies),
      ...(this.ip ? { remoteAddress: this.ip } : {}),
      ...(body !== undefined ? { payload: body as InjectOptions["payload"] } : {}),
    };
    const res = await this.app.inject(options);
    this.keepCookies(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, body ?? {}, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("PUT", url, body ?? {}, headers);
  }
  patch(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("PATCH", url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request("DELETE", url, undefined, headers);
  }

  private keepCookies(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === "";
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
