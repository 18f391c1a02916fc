/**
 * `npm run test:timings`: where the last test run's time went, per project and per file, as the
 * markdown tables of docs/performance.md ("The test suite"). Reads the JSON the timing reporter
 * wrote (tests/support/timing-reporter.ts: test-results/timings-<project>.json).
 *
 *   npm run test:timings                 # every project of the last run
 *   npm run test:timings -- e2e          # one project
 *   npm run test:timings -- e2e --top 10 # its ten longest files only
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FileTiming, TimingReport } from "../tests/support/timing-reporter";

const dir = path.resolve("test-results");
const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args[topAt + 1]) : Infinity;
const only = args.filter((arg, i) => !arg.startsWith("--") && (topAt < 0 || i !== topAt + 1));

const reports = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => /^timings-.+\.json$/.test(name))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as TimingReport)
      .filter((report) => only.length === 0 || only.includes(report.project))
  : [];
if (reports.length === 0) {
  console.error("Aucun relevé de temps\u00a0: lancez d'abord les tests (test-results/timings-<projet>.json).");
  process.exit(1);
}

const s = (ms: number) => (ms / 1000).toFixed(1);
const PHASES = ["dbCopy", "dataCopy", "serverStart", "browser", "teardown"] as const;
const PHASE_LABELS: Record<(typeof PHASES)[number], string> = {
  dbCopy: "Database copy (CREATE DATABASE … TEMPLATE)",
  dataCopy: "DATA_DIR copy",
  serverStart: "Server start (spawn to /readyz)",
  browser: "Browser (connect to the worker's Chromium)",
  teardown: "Stop (server, database drop, folder)",
};

for (const report of reports.sort((a, b) => a.project.localeCompare(b.project))) {
  const files = report.files;
  const tests = files.flatMap((file) => file.tests);
  const sum = (pick: (file: FileTiming) => number) => files.reduce((total, file) => total + pick(file), 0);
  const testMs = (file: FileTiming) => file.tests.reduce((total, test) => total + test.ms, 0);
  const phaseMs = (file: FileTiming) => PHASES.reduce((total, phase) => total + (file.phases[phase] ?? 0), 0);
  const lanes = workersUsed(files);
  const failed = tests.filter((test) => test.state === "failed").length;

  console.log(`### ${report.project} — ${report.startedAt.slice(0, 16).replace("T", " ")} UTC\n`);
  console.log(`${files.length} files, ${tests.length} tests (${failed} failed), ${lanes} file(s) at once at most, wall ${s(report.wallMs)} s.\n`);
  console.log("| Phase | Sum over the files (s) | Share |");
  console.log("|---|---:|---:|");
  const spans = sum((file) => file.end - file.start);
  const rows: [string, number][] = [
    ["Import of the test file and its modules", sum((file) => file.importMs)],
    ...PHASES.filter((phase) => files.some((file) => phase in file.phases)).map((phase): [string, number] => [
      PHASE_LABELS[phase],
      sum((file) => file.phases[phase] ?? 0),
    ]),
    // A test's time includes the file fixtures it set up first (database copy, server, browser).
    ["Tests themselves", sum(testMs) - sum((file) => phaseMs(file) - (file.phases.teardown ?? 0))],
  ];
  const counted = rows.reduce((total, [, ms]) => total + ms, 0);
  rows.push(["Other (runner, hooks outside the tests)", Math.max(0, spans - counted)]);
  for (const [label, ms] of rows) console.log(`| ${label} | ${s(ms)} | ${spans ? Math.round((100 * ms) / spans) : 0} % |`);
  console.log(`| **All files** | **${s(spans)}** | |\n`);

  const hasPhases = files.some((file) => Object.keys(file.phases).length > 0);
  console.log(
    `| File | Tests | Span (s) | Import (s) |${hasPhases ? " DB copy | Data copy | Server start | Browser | Stop |" : ""} Tests (s) | Slowest test (s) |`,
  );
  console.log(`|---|---:|---:|---:|${hasPhases ? "---:|---:|---:|---:|---:|" : ""}---:|---:|`);
  const longest = [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, top);
  for (const file of longest) {
    const phases = hasPhases ? ` ${PHASES.map((phase) => (phase in file.phases ? s(file.phases[phase]!) : "–")).join(" | ")} |` : "";
    const slowest = Math.max(0, ...file.tests.map((test) => test.ms));
    const mark = file.tests.some((test) => test.state === "failed") ? " ✗" : "";
    console.log(
      `| ${path.basename(file.file)}${mark} | ${file.tests.length} | ${s(file.end - file.start)} | ${s(file.importMs)} |${phases} ${s(testMs(file))} | ${s(slowest)} |`,
    );
  }
  console.log("");
}

/** How many files ran at the same time at most (the workers the run used). */
function workersUsed(files: FileTiming[]): number {
  const edges = files.flatMap((file) => [
    [file.start, 1],
    [file.end, -1],
  ]);
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let running = 0;
  let most = 0;
  for (const [, change] of edges) most = Math.max(most, (running += change!));
  return most;
}
