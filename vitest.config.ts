// Kept apart from vite.config.ts so the React Router plugin is not loaded by the test runner. Each
// project loads inlineScript(): route modules import the pages' inline script (ADR 015).
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { inlineScript } from "./scripts/vite-inline-script.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [inlineScript()],
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        plugins: [inlineScript()],
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [inlineScript()],
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // A real browser against a real server on a loaded 2-core machine: give polls room.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
