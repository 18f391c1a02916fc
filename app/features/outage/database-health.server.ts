import pg from "pg";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "~/db/database-unavailable";

/**
 * Whether this process can reach its database (ADR 019). Passive while all is well: nothing is
 * polled. An error that says the database cannot be reached (a request's, an idle pooled
 * connection's, the notification connection's) makes it try a connection of its own at once;
 * only when that fails is the database "down". It then tries again every second, and says so as
 * soon as one succeeds. While down, requests that need the database are answered 503 without
 * waiting for a connection (outage-gate.server.ts), and the page cache may serve the last pages it
 * knows (page-cache/page-cache.server.ts).
 */
export type DatabaseHealth = {
  readonly available: boolean;
  /** When the outage began (the report that led to it), or null while available. */
  readonly downSince: number | null;
  /**
   * An error met while using the database: true when it says the database cannot be reached
   * (then checked, unless a check is under way). Other errors are none of its business.
   */
  report(err: unknown): boolean;
  /** Checks now (coalesced with a check under way); resolves to the state found. */
  check(): Promise<boolean>;
  /** Told of every change: false when the database goes, true when it comes back. */
  onChange(listener: (available: boolean) => void): () => void;
  /**
   * Whether the database is reachable, once the check under way (if any) is done. Every failed
   * query is watched and starts a check at once, before its caller goes on: a page about to be
   * rendered after a loader caught an outage error (a section shown empty "on error",
   * Or an editor loaded empty) learns it here and becomes the 503 page.
   */
  settled(): Promise<boolean>;
  stop(): void;
};

export type DatabaseHealthOptions = {
  /** Time between checks while the database is down. Default 1 s. */
  retryMs?: number;
  /** A check that takes longer than this has failed. Default 2 s. */
  timeoutMs?: number;
};

export function createDatabaseHealth(pool: pg.Pool, logger: Logger, options: DatabaseHealthOptions = {}): DatabaseHealth {
  const retryMs = options.retryMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const connectionString = (pool as unknown as { options: { connectionString?: string } }).options.connectionString;
  const listeners = new Set<(available: boolean) => void>();
  let available = true;
  let downSince: number | null = null;
  let checking: Promise<boolean> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const emit = () => {
    for (const listener of listeners) {
      try {
        listener(available);
      } catch (err) {
        logger.error({ err }, "database health listener failed");
      }
    }
  };

  /** One connection of its own and `SELECT 1`, bounded: the pool may be full or its clients dead. */
  async function reachable(): Promise<boolean> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      client.end().catch(() => undefined);
    }
  }

  function check(reportedAt = Date.now()): Promise<boolean> {
    // Stopping: the pool and the database go away on purpose.
    if (stopped) return Promise.resolve(available);
    checking ??= reachable()
      .then((ok) => {
        if (stopped) return ok;
        if (ok && !available) {
          logger.info({ downMs: Date.now() - (downSince ?? Date.now()) }, "database reachable again");
          available = true;
          downSince = null;
          emit();
        } else if (!ok && available) {
          logger.error("database unreachable: answering 503 until it is back");
          available = false;
          downSince = reportedAt;
          emit();
        }
        if (!ok) scheduleRetry();
        return ok;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  function scheduleRetry() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void check();
    }, retryMs);
    retryTimer.unref();
  }

  // An idle pooled connection dropped by the server is often the first sign.
  pool.on("error", (err) => {
    if (isDatabaseUnavailable(err)) void check();
  });
  watchQueries(pool, (err) => {
    if (isDatabaseUnavailable(err) && available && !stopped) void check(Date.now());
  });

  return {
    get available() {
      return available;
    },
    get downSince() {
      return downSince;
    },
    report(err) {
      if (!isDatabaseUnavailable(err)) return false;
      // While down, the retry timer is already on it.
      if (available && !stopped) void check(Date.now());
      return true;
    },
    check: () => check(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => checking ?? Promise.resolve(available),
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
    },
  };
}

const WATCHED = Symbol("vitrine.watched");

type Watchable = { query: (...args: unknown[]) => unknown; [WATCHED]?: true };

/**
 * Every failed query of the pool, `pool.query` or a checked-out client's (transactions), and every
 * failed connection, is shown to `onError` (the caller still gets its error). node-postgres has no
 * hook for this; its methods are wrapped once, the promise they return left as it is.
 */
function watchQueries(pool: pg.Pool, onError: (err: unknown) => void): void {
  const watch = (target: Watchable) => {
    if (target[WATCHED]) return;
    target[WATCHED] = true;
    const query = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const result = query.apply(this, args);
      if (result instanceof Promise) result.then(undefined, onError);
      return result;
    };
  };
  watch(pool as unknown as Watchable);
  const connect = pool.connect;
  // Only the promise form is used here (drizzle, our code); a callback call goes through as is.
  pool.connect = function (this: pg.Pool, ...args: unknown[]) {
    const result = (connect as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      return result.then(
        (client: pg.PoolClient) => {
          watch(client as unknown as Watchable);
          return client;
        },
        (err: unknown) => {
          onError(err);
          throw err;
        },
      );
    }
    return result;
  } as typeof pool.connect;
}
