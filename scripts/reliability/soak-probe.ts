/**
 * Loaded into the server process by `npm run soak` (`node --import tsx --import <this> server/main.ts`):
 * every SOAK_PROBE_MS (default 5 s) it appends one JSON line to SOAK_PROBE_FILE with the process's
 * memory and the event-loop delay of that window (perf_hooks.monitorEventLoopDelay, 10 ms
 * resolution), then starts a new window. Measured inside the server, where a blocked loop delays
 * every request; nothing of the product changes.
 *
 * On SIGUSR2 (sent by the soak twice, after the warm-up and before the end) it runs a full
 * garbage collection (the server is started with --expose-gc) and appends one line with
 * `gc: true`: the memory still reachable. RSS alone cannot tell a leak from garbage that V8 has
 * not collected yet, which it leaves longer on a machine short of CPU.
 */
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const every = Number(process.env.SOAK_PROBE_MS ?? 5_000);
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const timer = setInterval(() => {
    const memory = process.memoryUsage();
    const line = {
      t: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      eldP50: ms(histogram.percentile(50)),
      eldP99: ms(histogram.percentile(99)),
      eldMax: ms(histogram.max),
    };
    histogram.reset();
    appendFileSync(file, JSON.stringify(line) + "\n");
  }, every);
  timer.unref();
  process.on("SIGUSR2", () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) return;
    gc();
    const memory = process.memoryUsage();
    appendFileSync(file, JSON.stringify({ t: Date.now(), gc: true, rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external }) + "\n");
  });
}
