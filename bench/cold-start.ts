/*
 * Cold start: time from spawning the server (`node --import tsx apps/server/src/main.ts`, what `npm start`
 * runs after the build) until GET /api/health answers 200. First the first-ever start on an empty data
 * folder (migrations + demo seed), then several starts on that existing embedded database; the median
 * counts. Then the same without tsx's transform cache (every source compiled at start, as in a fresh
 * container). For reference, the bare cost of starting Node with and without the tsx loader.
 *
 *   npm run bench:cold-start [-- --runs 7]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(args.runs);
const START_TIMEOUT_MS = 120_000;

/** The environment of a developer's machine, minus anything that would send the server elsewhere. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["DATABASE_URL", "SMTP_URL", "REDIS_URL", "PUBLIC_URL", "SEED_DEMO", "NODE_ENV"]) {
    delete env[name];
  }
  return { ...env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...extra };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address !== "string" ? resolve(address.port) : reject()));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
}

/** Spawns the server and returns the milliseconds until /api/health answers 200; then stops it cleanly. */
async function timeOneStart(dataDir: string, extraEnv: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: cleanEnv({ ...extraEnv, PORT: String(port), DATA_DIR: dataDir }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error("server did not start in time");
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await waitForExit(child);
  }
}

/** Milliseconds for a process to start and exit; the baseline of what the runtime itself costs. */
async function timeProcess(argv: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, argv, { cwd: ROOT, stdio: "ignore" });
  await waitForExit(child);
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "bazin-cold-start-"));
  try {
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} (1 min)`);
    console.log(`Cold start of the server, ${runs} runs on an existing embedded database`);
    const first = await timeOneStart(dataDir);
    console.log(`first-ever start (empty data folder: migrate + seed): ${ms(first)}`);

    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push(await timeOneStart(dataDir));
    console.log(`existing database: ${warm.map(ms).join(", ")}`);

    // tsx keeps compiled sources in a disk cache; without it every start compiles them all again.
    const uncached: number[] = [];
    for (let i = 0; i < runs; i++) uncached.push(await timeOneStart(dataDir, { TSX_DISABLE_CACHE: "1" }));
    console.log(`existing database, tsx cache off: ${uncached.map(ms).join(", ")}`);

    const bare: number[] = [];
    const withTsx: number[] = [];
    for (let i = 0; i < runs; i++) {
      bare.push(await timeProcess(["-e", "0"]));
      withTsx.push(await timeProcess(["--import", "tsx", "-e", "0"]));
    }
    console.table([
      { measure: "first-ever start (migrate + seed)", ms: Math.round(first) },
      { measure: `start on existing database, median of ${runs}`, ms: Math.round(median(warm)) },
      {
        measure: "  fastest / slowest",
        ms: `${Math.round(Math.min(...warm))} / ${Math.round(Math.max(...warm))}`,
      },
      { measure: "same, tsx transform cache disabled, median", ms: Math.round(median(uncached)) },
      { measure: "node -e 0 (runtime alone), median", ms: Math.round(median(bare)) },
      { measure: "node --import tsx -e 0 (with the loader), median", ms: Math.round(median(withTsx)) },
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
