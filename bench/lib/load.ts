import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const AUTOCANNON = fileURLToPath(new URL("../../node_modules/autocannon/autocannon.js", import.meta.url));

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon in a child process, so the load generator does not share an event loop with the server
 * it measures (on two cores: one for each).
 */
export function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = [
    AUTOCANNON,
    "--json",
    "--no-progress",
    "--connections",
    String(options.connections),
    "--duration",
    String(options.durationSeconds),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push("--headers", `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const guard = setTimeout(() => child.kill("SIGKILL"), (options.durationSeconds + 30) * 1000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      const r = JSON.parse(stdout);
      resolve({
        requestsPerSecond: r.requests.average,
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      });
    });
  });
}
