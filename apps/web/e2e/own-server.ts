import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { simpleParser } from "mailparser";
import { e2eDataDir } from "./fixtures";
import { SERVER_ENV_TO_UNSET } from "./server-env";

/*
 * A server of a spec's own: its own port and data folder, a fresh embedded database with the demo club, started
 * before the spec's tests and stopped after. For journeys that change what every page shows (a new policy or
 * terms version), which the other specs, sharing playwright.config.ts's server, must not see.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class OwnServer {
  readonly port: number;
  readonly baseURL: string;
  readonly dataDir: string;
  private process: ChildProcess | undefined;

  /** `portOffset`: added to the shared server's port, one per spec so that they can run side by side. */
  constructor(name: string, portOffset: number) {
    this.port = Number(process.env.E2E_PORT ?? 8181) + portOffset;
    this.baseURL = `http://localhost:${this.port}`;
    this.dataDir = join(e2eDataDir(), name);
  }

  async start(): Promise<void> {
    // Fresh each time: a retry of the spec starts from the demo club again, not from what its failed try left.
    rmSync(this.dataDir, { recursive: true, force: true });
    mkdirSync(this.dataDir, { recursive: true });
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of SERVER_ENV_TO_UNSET) delete env[name];
    Object.assign(env, {
      PORT: String(this.port),
      HOST: "127.0.0.1",
      DATA_DIR: this.dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
    });
    const server = spawn(process.execPath, ["--import", "tsx", resolve("apps/server/src/main.ts")], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.process = server;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
      const up = await fetch(`${this.baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      if (Date.now() > deadline) throw new Error(`no answer from ${this.baseURL}/api/health`);
      // Polling the start: the server tells no one when it is up.
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async stop(): Promise<void> {
    const server = this.process;
    if (!server || server.exitCode !== null) return;
    const stopped = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([stopped, new Promise((r) => setTimeout(r, 10_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }

  /** The mails the server wrote to its outbox folder whose subject matches, each with its first recipient. */
  async mails(subject: RegExp): Promise<Mail[]> {
    const dir = join(this.dataDir, "outbox");
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
    const mails = await Promise.all(names.map(async (n) => simpleParser(await readFile(join(dir, n)))));
    return mails
      .map((m) => ({
        to: [m.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? "").toLowerCase()))[0] ?? "",
        subject: m.subject ?? "",
        text: m.text ?? "",
      }))
      .filter((m) => subject.test(m.subject));
  }
}
