import type { SQL } from "drizzle-orm";
import type { Database } from "~/db/connect.server";

/**
 * Runs a pruning `DELETE` again and again until a pass deletes fewer rows than `batchSize` (each
 * of `statements` in turn, when there are several), and resolves with the number deleted. A
 * statement deletes one batch: its inner `SELECT` takes
 * `LIMIT batchSize … FOR UPDATE SKIP LOCKED`, so that one pass holds few locks and processes
 * pruning at the same time share the rows instead of waiting for each other.
 */
export async function deleteInBatches(db: Database, batchSize: number, statements: SQL | readonly SQL[]): Promise<number> {
  let total = 0;
  for (const statement of Array.isArray(statements) ? statements : [statements]) {
    for (;;) {
      const deleted = (await db.execute(statement)).rowCount ?? 0;
      total += deleted;
      if (deleted < batchSize) break;
    }
  }
  return total;
}
