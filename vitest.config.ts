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
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["./apps/web/src/test/setup.ts"],
          // Typing into jsdom forms is slow on a loaded machine; the default 5 s is too tight for that.
          testTimeout: 30_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
