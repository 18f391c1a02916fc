import { sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { contactMessages, quoteRequests } from "~/db/schema";
import { deleteInBatches } from "~/db/batched-delete.server";
import { SPAM_RETENTION_DAYS } from "~/features/submissions/spam-score";

/**
 * Deletes what has been in the spam folder for more than SPAM_RETENTION_DAYS (ADR 017), contact
 * messages and quote requests, in batches. A flood stores up to a thousand rows an hour: they do
 * not stay for ever. Resolves with the number deleted.
 */
export async function pruneSpam(db: Database, batchSize = 1000): Promise<number> {
  return deleteInBatches(
    db,
    batchSize,
    [contactMessages, quoteRequests].map(
      (table) => sql`
        DELETE FROM ${table} WHERE (site_id, id) IN (
          SELECT site_id, id FROM ${table}
          WHERE is_spam AND created_at < now() - make_interval(days => ${SPAM_RETENTION_DAYS})
          LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`,
    ),
  );
}
