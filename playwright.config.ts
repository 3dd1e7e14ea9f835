import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { SERVER_ENV_TO_UNSET } from "./apps/web/e2e/server-env";

/*
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server, serving the
 * built web app on a fresh embedded database with the demo club. Run with `npm run test:e2e`, which builds
 * the web app first.
 */

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://localhost:${PORT}`;
const E2E_ROOT = resolve("data/e2e");
/** How many earlier runs' data folders to keep for a look after a failure. */
const KEEP_RUNS = 3;

/**
 * One data folder per run. The config is loaded by the runner and again by every worker; the runner creates
 * the folder and the workers inherit its path through the environment, so fixtures read the same outbox.
 */
function dataDirForThisRun(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  mkdirSync(E2E_ROOT, { recursive: true });
  const earlier = readdirSync(E2E_ROOT)
    .filter((name) => name.startsWith("run-"))
    .sort();
  for (const name of earlier.slice(0, Math.max(0, earlier.length - KEEP_RUNS + 1))) {
    rmSync(join(E2E_ROOT, name), { recursive: true, force: true });
  }
  const dir = join(E2E_ROOT, `run-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIR = dir;
  return dir;
}

const dataDir = dataDirForThisRun();

export default defineConfig({
  testDir: "apps/web/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // Two spec files at a time against the one server (the machine has two cores): each file's tests stay in
  // order, and specs that change a shared demo account use fresh accounts (accounts.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  // A journey with two browsers takes 12–16 s on an idle two-core machine and more than twice that under CI's
  // load: the limit is for a hang, not for a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: "ro-RO",
    timezoneId: "Europe/Bucharest",
    // The app honours "reduce motion" (theme.respectReducedMotion): no toast or dialog is caught mid-fade by a
    // check (an axe scan read a toast's fading colours once), and no test waits for a transition.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /notifications\.spec\.ts$/ },
    // The bell counts a fresh admin's notifications exactly, and registrations or club records raised by other
    // specs notify every admin: it runs once they are done.
    { name: "admin-bell", testMatch: /notifications\.spec\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: {
    command: `env ${SERVER_ENV_TO_UNSET.map((name) => `-u ${name}`).join(" ")} node --import tsx apps/server/src/main.ts`,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The per-address request limits (30 sign-ins a minute…) would trip a suite that signs in before
      // most tests; the server tests cover them. Account lockout (LOGIN_*) keeps its defaults.
      RATE_LIMIT_ENABLED: process.env.E2E_RATE_LIMIT ?? "false",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
