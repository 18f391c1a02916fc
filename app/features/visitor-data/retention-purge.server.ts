import { sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { contactMessages, quoteRequests } from "~/db/schema";
import { deleteInBatches } from "~/db/batched-delete.server";

/**
 * The retention of contact messages and quote requests: each site keeps them
 * `sites.data_retention_months` months (3 years by default, the CNIL's guidance for prospects),
 * then they are deleted, inbox and spam folder alike. Run by the pruning worker (server/
 * pruning-worker.ts) in every process: batches with `SKIP LOCKED`, so processes doing it at the
 * same time share the work. Resolves with the number deleted.
 *
 * A site's retention is read in the same statement as its rows: lowering it takes effect at the
 * next pass. Nothing else of the site is touched (the outbox keeps its own, shorter, retention).
 */
export async function pruneExpiredSubmissions(db: Database, batchSize = 1000): Promise<number> {
  return deleteInBatches(
    db,
    batchSize,
    [contactMessages, quoteRequests].map(
      (table) => sql`
        DELETE FROM ${table} WHERE (site_id, id) IN (
          SELECT t.site_id, t.id FROM ${table} t JOIN sites s ON s.id = t.site_id
          WHERE t.created_at < now() - make_interval(months => s.data_retention_months)
          LIMIT ${batchSize} FOR UPDATE OF t SKIP LOCKED)`,
    ),
  );
}
