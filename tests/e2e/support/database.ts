import { inject } from "vitest";
import { openEmbeddedPostgres } from "../../../server/db/embedded-postgres";
import { createDatabase, type Database } from "../../../server/db/connect";

/** The e2e server's own database, joined as a CLI process would (never a second server). */
export async function openE2eDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const embedded = await openEmbeddedPostgres({ dataDir: inject("dataDir"), role: "cli", log: () => {} });
  const database = createDatabase(embedded.url, { max: 2 });
  return {
    db: database.db,
    async close() {
      await database.close();
      await embedded.stop();
    },
  };
}
