/**
 * How long the outbox keeps a mail once it is done with it (ADR 008).
 *
 * - `sent`: 30 days after it was sent — long enough to answer "did the merchant get the
 *   notification of the 3rd?" from the table, short enough that the table (every mail's body, the
 *   visitors' messages in it) does not grow for ever.
 * - `failed`: 90 days after it was written — an operator looks into failures later than into
 *   successes, and there are few of them.
 * - `pending` and `sending` rows are never deleted, whatever their age.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { deleteInBatches } from "~/db/batched-delete.server";

export const OUTBOX_RETENTION_DAYS = { sent: 30, failed: 90 } as const;

/** Deletes sent and failed mails past their retention, in batches. Resolves with the number deleted. */
export async function pruneOutbox(db: Database, batchSize = 1000): Promise<number> {
  return deleteInBatches(
    db,
    batchSize,
    sql`
      DELETE FROM mail_outbox WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE (status = 'sent' AND coalesce(sent_at, created_at) < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS.sent}))
           OR (status = 'failed' AND created_at < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS.failed}))
        LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`,
  );
}
