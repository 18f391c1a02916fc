/**
 * The timer of a background loop (the pruning, the domain checks): a pass every `intervalMs`
 * after `firstDelayMs`, never two passes of one loop at once (`runOnce` while one runs returns
 * it), `stop` bounded to 3 s so a shutdown stays under 10 s. The timer never keeps the process up.
 */
export type PeriodicLoop<T> = {
  start(): void;
  runOnce(): Promise<T>;
  stop(): Promise<void>;
  /** Whether `stop` was called: a long pass checks it between its steps. */
  stopping(): boolean;
};

export function periodicLoop<T>(pass: () => Promise<T>, opts: { intervalMs: number; firstDelayMs: number }): PeriodicLoop<T> {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<T> | undefined;
  let stopping = false;

  function runOnce(): Promise<T> {
    current ??= pass().finally(() => {
      current = undefined;
    });
    return current;
  }

  function schedule(delayMs: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      void runOnce().finally(() => schedule(opts.intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopping) return;
      schedule(opts.firstDelayMs);
    },
    runOnce,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      if (current) await Promise.race([current, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    },
    stopping: () => stopping,
  };
}
