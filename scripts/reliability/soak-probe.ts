/**
 * Loaded into the server process by `npm run soak` (`node --import tsx --import <this> server/main.ts`):
 * every SOAK_PROBE_MS (default 5 s) it appends one JSON line to SOAK_PROBE_FILE with the process's
 * memory and the event-loop delay of that window (perf_hooks.monitorEventLoopDelay, 10 ms
 * resolution), then starts a new window. Measured inside the server, where a blocked loop delays
 * every request; nothing of the product changes.
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
}
