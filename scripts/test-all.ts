/**
 * `npm test`: the whole suite, one phase after the other, stopping at the first that fails, and
 * then how long each step took. The type-check, the lint and the unit tests followed by the build
 * run side by side (the first two use one core each, for most of their time); the integration and
 * e2e projects run their files on several workers (vitest.config.ts).
 *
 *   typecheck ∥ lint ∥ (unit → build) → integration (the page-cache tests serve the build) → e2e
 *
 * Integration and e2e stay two runs: tried as one Vitest run, it saved nothing
 * (27 min 17 s against 6 min 14 s + 20 min 10 s) and the crash loop, which keeps its server's port
 * across kill -9, found it taken by an e2e file's server started in between (EADDRINUSE).
 *
 * `npm run test:timings` then shows, from the same run, where each project's time went per file.
 */
import { spawn } from "node:child_process";

type Step = { label: string; script: string };
/** Steps one after the other, stopping at the first that fails. */
type Lane = Step[];
/** Lanes side by side. */
type Phase = Lane[];

const PHASES: Phase[] = [
  [
    [{ label: "typecheck", script: "typecheck" }],
    [{ label: "lint", script: "lint" }],
    [
      { label: "unit", script: "test:unit" },
      { label: "build", script: "build" },
    ],
  ],
  [[{ label: "integration", script: "test:integration" }]],
  [[{ label: "e2e", script: "test:e2e" }]],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = performance.now();
const done: { label: string; ms: number; ok: boolean }[] = [];

for (const phase of PHASES) {
  const alone = phase.length === 1;
  const results = (await Promise.all(phase.map((lane) => runLane(lane, alone)))).flat();
  done.push(...results);
  if (results.some((result) => !result.ok)) break;
}
printTimes();
process.exit(done.every((result) => result.ok) && done.length === PHASES.flat(2).length ? 0 : 1);

async function runLane(lane: Lane, alone: boolean): Promise<{ label: string; ms: number; ok: boolean }[]> {
  const results = [];
  for (const step of lane) {
    const result = await run(step, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

/** One npm script; beside another, its output is kept and printed whole when it ends. */
function run(step: Step, alone: boolean): Promise<{ label: string; ms: number; ok: boolean }> {
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", step.script], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ label: step.label, ms: performance.now() - begun, ok: code === 0 });
    });
  });
}

function printTimes(): void {
  const total = performance.now() - started;
  const width = Math.max(...done.map((result) => result.label.length), "total".length);
  const line = (label: string, ms: number, note = "") => `  ${label.padEnd(width)}  ${format(ms).padStart(8)}${note}`;
  console.log("\n› npm test, time per step (typecheck, lint and unit then build side by side):");
  for (const result of done) console.log(line(result.label, result.ms, result.ok ? "" : "  ✗ failed"));
  console.log(line("total", total));
}

function format(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s` : `${seconds} s`;
}
