import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import { createDatabase, runMigrations, type Database } from "~/db/connect.server";
import { openEmbeddedPostgres } from "./embedded-postgres";

export type OpenedDatabase = { db: Database; url: string; close(): Promise<void> };

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL under DATA_DIR/postgres.
 * A CLI command joins an embedded server that is already running instead of starting a second one.
 * The server process watches the embedded PostgreSQL it owns and starts it again if it dies
 *, each step in the log; with DATABASE_URL, the database is someone else's to restart.
 */
export async function openDatabase(config: Config, logger: Logger, role: "server" | "cli"): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let embedded: { stop(): Promise<void> } | undefined;
  if (!url) {
    const started = await openEmbeddedPostgres({
      dataDir: config.dataDir,
      role,
      log: (msg, extra) => logger.debug(extra ?? {}, msg),
      ...(role === "server" ? { restart: { report: (level, msg, extra) => logger[level](extra, msg) } } : {}),
    });
    url = started.url;
    embedded = started;
    logger.info({ owned: started.owned }, "embedded PostgreSQL ready");
  }
  const database = createDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    db: database.db,
    url,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}
