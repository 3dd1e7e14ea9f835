import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../src/app.ts";
import { type Config, parseConfig } from "../src/config.ts";
import type { Db } from "../src/db/client.ts";
import { TestClock } from "./clock.ts";
import { createTestDatabase } from "./database.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** Builds the real app on a fresh migrated database with a controllable clock. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (config: Config) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: "data/test",
    RATE_LIMIT_ENABLED: "false",
    ...env,
  });
  configure?.(config);
  const clock = new TestClock();
  const app = await buildApp({ ctx: { config, db: database.db, clock, secrets: { csrf: "test-secret" } } });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
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
