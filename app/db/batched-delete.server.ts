import type { SQL } from "drizzle-orm";
import type { Database } from "~/db/connect.server";

/**
 * Runs a pruning `DELETE` again and again until a pass deletes fewer rows than `batchSize`, and
 * resolves with the number deleted. The statement deletes one batch: its inner `SELECT` takes
 * `LIMIT batchSize … FOR UPDATE SKIP LOCKED`, so that one pass holds few locks and processes
 * pruning at the same time share the rows instead of waiting for each other.
 */
export async function deleteInBatches(db: Database, batchSize: number, statement: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await db.execute(statement)).rowCount ?? 0;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
