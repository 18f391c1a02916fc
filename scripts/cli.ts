import { ConfigError, loadConfig } from "~/lib/config.server";
import { createLogger } from "../server/logger";
import { openDatabase } from "../server/db/open-database";
import { createServices } from "../server/services";
import type { AppServices } from "~/context";

/**
 * Runs a command-line task with the same configuration and database as the server.
 * With the embedded database, it joins the server that is already running, or starts
 * (and then stops) its own.
 */
export async function runCli(task: (services: AppServices) => Promise<void>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? "warn");
  const database = await openDatabase(config, logger, "cli");
  let failed = false;
  try {
    await task(createServices(config, logger, database.db));
  } catch (err) {
    failed = true;
    console.error(err instanceof Error ? err.message : err);
  } finally {
    await database.close();
  }
  process.exit(failed ? 1 : 0);
}
