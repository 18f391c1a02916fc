/**
 * Vitest global setup of the integration project: one embedded PostgreSQL per run, in a fresh
 * temporary directory, with a migrated `vitrine_template` database that each test file clones
 * (tests/support/test-database.ts).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { runMigrations } from "~/db/connect.server";
import { openEmbeddedPostgres } from "../../server/db/embedded-postgres";

export const TEMPLATE_DATABASE = "vitrine_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test server's maintenance database (`postgres`): connect here to create or drop databases. */
    databaseUrl: string;
    /** Migrated database to clone with CREATE DATABASE … TEMPLATE. Never connect to it. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vitrine-test-pg-"));
  const verbose = process.env.DEBUG_POSTGRES === "1";
  const server = await openEmbeddedPostgres({
    dataDir,
    role: "server",
    database: TEMPLATE_DATABASE,
    durable: false,
    log: (msg, extra) => {
      if (verbose) console.log("[postgres]", msg, extra ?? "");
    },
  });
  try {
    const pool = new pg.Pool({ connectionString: server.url, max: 1 });
    try {
      await runMigrations(pool);
    } finally {
      await pool.end();
    }
  } catch (err) {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  const maintenance = new URL(server.url);
  maintenance.pathname = "/postgres";
  project.provide("databaseUrl", maintenance.toString());
  project.provide("templateDatabase", TEMPLATE_DATABASE);

  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
