/**
 * The set-up phases of a test file (database copy, server start, browser…), timed where they
 * happen and attached to the file's task, where the timing reporter (timing-reporter.ts) reads
 * them. Each e2e file has its own copy of this module (Vitest isolates the e2e files), so its
 * phases are its own. Unit and integration files share their worker's modules (vitest.config.ts,
 * `isolate: false`): not for them as it stands.
 */
declare module "vitest" {
  interface TaskMeta {
    /** ms per set-up phase of the file (tests/support/phases.ts). */
    phases?: Record<string, number>;
  }
}

const phases: Record<string, number> = {};
let fileMeta: { phases?: Record<string, number> } | undefined;

function add(name: string, ms: number): void {
  phases[name] = Math.round((phases[name] ?? 0) + ms);
  if (fileMeta) fileMeta.phases = { ...phases };
}

/** Runs `work` and adds its time to the phase `name`. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    add(name, performance.now() - started);
  }
}

/** Where the phases go: the meta of the file being run (from any of its tests' context). */
export function reportPhasesTo(file: { meta: { phases?: Record<string, number> } }): void {
  fileMeta = file.meta;
  fileMeta.phases = { ...phases };
}
