/**
 * Where a test run's time goes, as JSON: a Vitest reporter that writes
 * `test-results/timings-<project>.json` (one file per project that ran), read by
 * `npm run test:timings` (scripts/test-timings.ts), which prints the table of docs/performance.md,
 * "The test suite".
 *
 * For each test file: when it started and ended on the run's clock (so the parallel workers show),
 * Vitest's own phases (import of the file and what it imports) and, for e2e files, the fixtures'
 * phases (tests/support/phases.ts: database copy, data copy, server start, browser, stop), each
 * test's duration, and its state.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule, TestRunEndReason } from "vitest/node";
import type { SerializedError } from "vitest";

export type FileTiming = {
  project: string;
  file: string;
  /** ms since the run started */
  start: number;
  end: number;
  /** Vitest: import of the test file and its modules (collect), the runner's own set-up (prepare). */
  importMs: number;
  prepareMs: number;
  /** The fixtures' phases (ms), e2e: `dbCopy`, `dataCopy`, `serverStart`, `browser`, `teardown`. */
  phases: Record<string, number>;
  tests: { name: string; ms: number; state: string }[];
};

export type TimingReport = { project: string; startedAt: string; wallMs: number; files: FileTiming[] };

export default class TimingReporter implements Reporter {
  private started = performance.now();
  private startedAt = new Date();
  private readonly starts = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onTestRunStart(): void {
    this.started = performance.now();
    this.startedAt = new Date();
    this.starts.clear();
    this.files.length = 0;
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.moduleId, performance.now() - this.started);
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const tests = [...module.children.allTests()].map((test) => ({
      name: test.fullName,
      ms: Math.round(test.diagnostic()?.duration ?? 0),
      state: test.result().state,
    }));
    this.files.push({
      project: module.project.name,
      file: path.relative(process.cwd(), module.moduleId),
      start: Math.round(this.starts.get(module.moduleId) ?? 0),
      end: Math.round(performance.now() - this.started),
      importMs: Math.round(diagnostic.collectDuration),
      prepareMs: Math.round(diagnostic.prepareDuration),
      phases: module.meta().phases ?? {},
      tests,
    });
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, _errors: ReadonlyArray<SerializedError>, _reason: TestRunEndReason): void {
    const wallMs = Math.round(performance.now() - this.started);
    const byProject = new Map<string, FileTiming[]>();
    for (const file of this.files) byProject.set(file.project, [...(byProject.get(file.project) ?? []), file]);
    const dir = path.resolve("test-results");
    mkdirSync(dir, { recursive: true });
    for (const [project, files] of byProject) {
      const report: TimingReport = { project, startedAt: this.startedAt.toISOString(), wallMs, files: files.sort((a, b) => a.start - b.start) };
      writeFileSync(path.join(dir, `timings-${project}.json`), `${JSON.stringify(report, null, 2)}\n`);
    }
  }
}
