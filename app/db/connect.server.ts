/**
 * The connection pool, the typed Drizzle instance every domain module receives, and migrations.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "~/db/schema";

export type Schema = typeof schema;

/** What domain modules take as their database parameter. */
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };

/**
 * A statement run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection. For the few big reads every public page makes (they cost half as much).
 * The name must always go with the same SQL text.
 */
export async function executePrepared<R extends Record<string, unknown>>(db: Database, name: string, query: SQL): Promise<R[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const result = await db.$client.query<R>({ name, text, values: params });
  return result.rows;
}

/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** For helpers that may run inside or outside a transaction. */
export type DatabaseOrTransaction = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /** Ends the pool (waits for checked-out clients to be released). Idempotent. */
  close(): Promise<void>;
};

export type CreateDatabaseOptions = {
  /** Pool size per process. Default 10. */
  max?: number;
  /** An idle connection failed (e.g. the server restarted); the pool drops it. Default: stderr. */
  onError?: (err: Error) => void;
};

export function createDatabase(url: string, opts: CreateDatabaseOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // Without a listener, an error on an idle client is an uncaught 'error' event: a crash.
  let closing: Promise<void> | undefined;
  pool.on("error", (err) => {
    // Once we are closing, the server going away under an idle client is expected.
    if (closing) return;
    if (opts.onError) opts.onError(err);
    else console.error("PostgreSQL pool: idle connection error:", err.message);
  });
  // pg-pool listens for errors only on idle clients: a checked-out one (a transaction between two
  // statements) whose server goes away would raise an uncaught 'error' event and end the process.
  // Its statement in flight gets the error anyway, and the pool drops the broken client on release.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    pool,
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Serialises migrations across processes starting at once against one database. */
const MIGRATION_LOCK = "vitrine:migrations";

/**
 * Applies the committed SQL migrations of drizzle/ (idempotent: applied ones are recorded in
 * drizzle.__drizzle_migrations). Runs on one connection holding a session advisory lock, so a
 * second process waits, then finds nothing left to do.
 */
export async function runMigrations(target: Database | pg.Pool, opts: { migrationsFolder?: string } = {}): Promise<void> {
  const pool = target instanceof pg.Pool ? target : target.$client;
  const migrationsFolder = opts.migrationsFolder ?? defaultMigrationsFolder();
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [MIGRATION_LOCK]).catch((err: Error) => {
        broken = err; // the lock ends with the session: drop this connection
      });
    }
  } catch (err) {
    broken ??= err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}

/** drizzle/ at the project root: next to this file's ../../, else under the working directory. */
export function defaultMigrationsFolder(): string {
  const candidates = [fileURLToPath(new URL("../../drizzle", import.meta.url)), path.resolve(process.cwd(), "drizzle")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`No Drizzle migrations found (looked in ${candidates.join(", ")})`);
  return found;
}
