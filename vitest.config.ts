import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/**/*.test.ts", "packages/shared/**/*.test.ts"],
          // Limits, not measurements: generous so a busy two-core CI machine does not fail a correct test.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: "forks",
          // Test files share their worker's imported modules instead of importing the server again for each file
          // (a third of this project's time went into imports). Each test still gets a fresh database.
          isolate: false,
          // Migrates one template database per run, which every test's database is copied from.
          globalSetup: ["./apps/server/test/global-setup.ts"],
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["./apps/web/src/test/setup.ts"],
          // As above: one import of the app per worker; each test starts from a clean page (test/setup.ts).
          isolate: false,
          // Typing into jsdom forms is slow on a loaded machine; the default 5 s is too tight for that.
          testTimeout: 30_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
