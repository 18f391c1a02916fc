import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "~/db/connect.server";

/**
 * What this process knows of each site's content version (ADR 014). The database raises
 * `sites.content_version` in the same transaction as every public write and NOTIFYs
 * `vitrine_content` with `<site id>:<version>` at commit (`0`: the site was deleted). A dedicated
 * connection LISTENs; a check every few seconds reads the recently changed sites as a safety net
 * for a notification lost while that connection was down. While it is down, no version is
 * trusted: every request reads its site's version (the cache still works, one query a page).
 * The versions heard until then are kept as the last known ones (`lastKnown`, `lostAt`): during a
 * database outage the page cache serves the pages stored under them (ADR 019).
 */
export const CONTENT_CHANNEL = "vitrine_content";

export type ContentVersions = {
  /** The version to key a page with, when this process is sure of it; no query. */
  known(siteId: string): number | undefined;
  /** Reads the version (a miss); null when the site does not exist. */
  load(siteId: string): Promise<number | null>;
  /** Called with a site id whose pages changed, or null for "anything may have changed". */
  onChange(listener: (siteId: string | null) => void): () => void;
  /** Called when notifications stop (the connection was lost); onChange(null) follows when they resume. */
  onLost(listener: () => void): () => void;
  /**
   * While notifications are stopped: the version heard last for the site before they stopped
   * (undefined while listening, or for a site never heard of). Not proof of the current version:
   * only for a database outage, which no edit can get through (ADR 019).
   */
  lastKnown(siteId: string): number | undefined;
  /** When notifications stopped (epoch ms), null while listening. */
  readonly lostAt: number | null;
  /** Tries to listen again at once instead of at the next back-off step (the database is back). */
  reconnectNow(): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether notifications are being received. */
  readonly listening: boolean;
};

export type ContentVersionsOptions = {
  /** The safety-net check's period. Default 5 s; 0 turns it off (tests counting queries). */
  pollMs?: number;
  /** Connection settings of the LISTEN client; default: the pool's. */
  connectionString?: string;
};

/** Commits are seen by the check even when their transaction started long before it. */
const POLL_OVERLAP_MS = 60_000;
const MAX_RECONNECT_DELAY_MS = 30_000;

export function createContentVersions(db: Database, logger: Logger, options: ContentVersionsOptions = {}): ContentVersions {
  const versions = new Map<string, number>();
  const listeners = new Set<(siteId: string | null) => void>();
  const lostListeners = new Set<() => void>();
  const pollMs = options.pollMs ?? 5_000;
  const connectionString = options.connectionString ?? poolConnectionString(db.$client);

  let client: pg.Client | null = null;
  let listening = false;
  let stopped = true;
  let reconnectDelay = 500;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let lastPollAt = Date.now();
  /** When the connection was lost; null while listening. */
  let lostAt: number | null = null;

  const emit = (siteId: string | null) => {
    for (const listener of listeners) {
      try {
        listener(siteId);
      } catch (err) {
        logger.error({ err }, "content version listener failed");
      }
    }
  };

  /** A newer version (or a deletion) drops what was cached for the site. */
  const apply = (siteId: string, version: number) => {
    const current = versions.get(siteId);
    if (version === 0) {
      versions.delete(siteId);
      emit(siteId);
      return;
    }
    if (current !== undefined && current >= version) return;
    versions.set(siteId, version);
    emit(siteId);
  };

  /** Nothing learnt before can be trusted (notifications may have been missed). */
  const forgetAll = () => {
    versions.clear();
    lostAt = null;
    emit(null);
  };

  /**
   * Notifications stopped: the versions stay as they were (the last known ones), `known()` stops
   * answering, and listeners are told (the domain cache forgets its hosts).
   */
  const suspend = () => {
    if (lostAt !== null) return;
    lostAt = Date.now();
    for (const listener of lostListeners) {
      try {
        listener();
      } catch (err) {
        logger.error({ err }, "content version listener failed");
      }
    }
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL || !message.payload) return;
      const [siteId, raw] = message.payload.split(":");
      const version = Number(raw);
      if (siteId && Number.isSafeInteger(version)) apply(siteId, version);
    });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      listening = false;
      suspend();
      if (!stopped) {
        logger.warn({ err }, "content notifications: connection lost, reconnecting");
        scheduleReconnect();
      }
      next.end().catch(() => undefined);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (client !== next) return;
      listening = true;
      reconnectDelay = 500;
      // Whatever changed while nobody listened is unknown: start from scratch.
      forgetAll();
    } catch (err) {
      lost(err instanceof Error ? err : new Error(String(err)));
    }
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect(), reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, MAX_RECONNECT_DELAY_MS);
  }

  async function poll(): Promise<void> {
    const since = new Date(lastPollAt - POLL_OVERLAP_MS);
    const startedAt = Date.now();
    try {
      const { rows } = await db.$client.query<{ id: string; content_version: string }>("SELECT id, content_version FROM sites WHERE content_changed_at > $1", [
        since,
      ]);
      lastPollAt = startedAt;
      for (const row of rows) apply(row.id, Number(row.content_version));
    } catch (err) {
      logger.warn({ err }, "content versions: periodic check failed");
    }
  }

  return {
    known(siteId) {
      return listening ? versions.get(siteId) : undefined;
    },
    async load(siteId) {
      const { rows } = await db.$client.query<{ content_version: string }>("SELECT content_version FROM sites WHERE id = $1", [siteId]);
      const row = rows[0];
      if (!row) return null;
      const version = Number(row.content_version);
      // Only ever forward: a notification may have brought a newer one meanwhile.
      if (listening && !((versions.get(siteId) ?? 0) >= version)) versions.set(siteId, version);
      return version;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    lastKnown(siteId) {
      return listening || lostAt === null ? undefined : versions.get(siteId);
    },
    get lostAt() {
      return listening ? null : lostAt;
    },
    reconnectNow() {
      if (stopped || listening || client !== null) return;
      clearTimeout(reconnectTimer);
      reconnectDelay = 500;
      void connect();
    },
    async start() {
      stopped = false;
      await connect();
      if (pollMs > 0) {
        pollTimer = setInterval(() => void poll(), pollMs);
        pollTimer.unref();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pollTimer);
      listening = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
    get listening() {
      return listening;
    },
  };
}

/** The pool's own settings, so the LISTEN connection reaches the same database. */
function poolConnectionString(pool: pg.Pool): string {
  const options = (pool as unknown as { options: { connectionString?: string } }).options;
  if (!options.connectionString) throw new Error("content versions: the pool has no connection string");
  return options.connectionString;
}
