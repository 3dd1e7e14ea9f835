import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/*
 * The real server (what `npm run serve` runs) for benchmarks that drive the app from outside: a free port, a
 * data folder of the caller's (a fresh one seeds the demo club), and none of the developer's settings that
 * would point it elsewhere.
 */

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const UNSET = ["DATABASE_URL", "SMTP_URL", "REDIS_URL", "PUBLIC_URL", "SEED_DEMO", "NODE_ENV"];

/** The environment of a benchmark's server: the shell's, less UNSET, plus `extra`. */
export function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of UNSET) delete env[name];
  return { ...env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...extra };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address !== "string" ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the server on `port` with `dataDir`; resolves once /api/health answers 200. With `pipeStdout` its
 * standard output (the JSON log lines) can be read from `child.stdout`; otherwise it is dropped.
 */
export async function startServer(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
  opts: { pipeStdout?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: serverEnv({ ...extra, PORT: String(port), DATA_DIR: dataDir }),
    stdio: ["ignore", opts.pipeStdout ? "pipe" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error("server did not start in time");
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops a server started here and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await exited;
}
