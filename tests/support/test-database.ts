/**
 * A fresh database per test file, cloned from the migrated template of the global setup:
 *
 *   let t: TestDatabase;
 *   beforeAll(async () => { t = await createTestDatabase(); });
 *   afterAll(() => t.drop());
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Database } from "~/db/connect.server";

export type TestDatabase = {
  db: Database;
  pool: pg.Pool;
  /** Connection string of this test database. */
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
};

export async function createTestDatabase(opts: { max?: number } = {}): Promise<TestDatabase> {
  const adminUrl = inject("databaseUrl");
  const template = inject("templateDatabase");
  const name = `t_${randomBytes(6).toString("hex")}`;

  await withAdminClient(adminUrl, async (client) => {
    // Concurrent clones of one template can collide ("source database is being accessed by other
    // users") when they start at the same instant: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool, close } = createDatabase(url.toString(), { max: opts.max ?? 5 });
  let dropped = false;
  return {
    db,
    pool,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
