// Kept apart from vite.config.ts so the React Router plugin is not loaded by the test runner. Each
// project loads inlineScript(): route modules import the pages' inline script (ADR 015).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { inlineScript } from "./scripts/vite-inline-script.ts";
import LongFirstSequencer from "./tests/support/long-first-sequencer.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Test files run side by side, one worker per core and at least two (Vitest's own default is one
 * less than the cores: a single worker on a 2-core machine). Each file has its own database (and,
 * for e2e, its own server, data folder and browser contexts), so files never see each other's
 * writes. TEST_WORKERS sets another count (1: one file at a time).
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  resolve: { alias },
  test: {
    // test-results/timings-<project>.json: where the time went, per file (npm run test:timings).
    reporters: ["default", "./tests/support/timing-reporter.ts"],
    maxWorkers: workers,
    // The longest files first, so that a run does not end on one long file (tests/support/long-first-sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        plugins: [inlineScript()],
        resolve: { alias },
        test: {
          name: "unit",
          // As integration below: one module graph per worker (issue 22).
          isolate: false,
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        plugins: [inlineScript()],
        resolve: { alias },
        test: {
          name: "integration",
          // A worker's files share one module graph, imported once: the app's modules cost each
          // file 2 s of import otherwise, a third of the project's time (issue 22: 378 s → 271 s on
          // two workers, 662 tests passing both ways). They stay independent all the same: each
          // builds its own database, servers and folders, and none mocks a module or sets process.env.
          isolate: false,
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
          // The longest stories take about a minute on two workers on two cores, twice that with
          // another run beside them (issue 22): the limit catches a hang, not a slow machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
