import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { deleteInBatches } from "~/db/batched-delete.server";
import { rateLimits } from "~/db/schema";

/**
 * Fixed-window counters kept in PostgreSQL, so every server process shares them.
 * `key` names what is limited, e.g. "signin:email:marie@…" or "signin:ip:203.0.113.7".
 *
 * A limit protects work (a password check, a stored message) only if the attempt is counted
 * before the work and the count decides: `takeLimit` does both in one statement, so of N
 * concurrent attempts exactly the first `max` are allowed. Reading the counter, working, then
 * counting lets every concurrent attempt read the same old count (finding 1).
 */
export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * No window may be longer than this: the pruning worker deletes rows whose window started
 * earlier (pruneRateLimits), so a longer window would be cut short.
 */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

function checkWindow(limit: Limit): void {
  if (!(limit.windowSeconds > 0 && limit.windowSeconds <= RATE_LIMIT_MAX_WINDOW_SECONDS)) {
    throw new Error(`rate limit ${limit.key}: a window must last between 1 s and ${RATE_LIMIT_MAX_WINDOW_SECONDS} s`);
  }
}

export type LimitState = { count: number; retryAfterSeconds: number };

/** Counts one more event in the current window (a new window starts when the old one ended). */
export async function hitLimit(db: Database, limit: Limit): Promise<LimitState> {
  checkWindow(limit);
  const expired = sql`${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      remaining: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))))::int`,
    });
  const row = rows[0];
  return { count: row?.count ?? 1, retryAfterSeconds: row?.remaining ?? limit.windowSeconds };
}

export type Taken = LimitState & { allowed: boolean };

/** Counts this attempt and says whether it is within the limit (count ≤ max), atomically. */
export async function takeLimit(db: Database, limit: Limit): Promise<Taken> {
  const state = await hitLimit(db, limit);
  return { ...state, allowed: state.count <= limit.max };
}

/**
 * Gives back one attempt counted by `takeLimit` in the current window: one that was refused by
 * another limit before any work was done, or whose work succeeded and must not count as a failure.
 */
export async function refundLimit(db: Database, limit: Limit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, limit.key), sql`${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) > now()`));
}

/**
 * Takes several limits in order, as one attempt: the first that refuses stops it, and every
 * counter taken so far is given back (the attempt did no work, ADR 016). On success the caller
 * owns the attempt: `refundLimits` if its work ends up not being done after all.
 */
export async function takeLimits(
  db: Database,
  limits: readonly Limit[],
): Promise<{ allowed: true } | { allowed: false; limit: Limit; retryAfterSeconds: number }> {
  const taken: Limit[] = [];
  for (const limit of limits) {
    const state = await takeLimit(db, limit);
    taken.push(limit);
    if (!state.allowed) {
      await refundLimits(db, taken);
      return { allowed: false, limit, retryAfterSeconds: state.retryAfterSeconds };
    }
  }
  return { allowed: true };
}

/** Gives back one attempt to each of `limits` (see `refundLimit`). */
export async function refundLimits(db: Database, limits: readonly Limit[]): Promise<void> {
  await Promise.all(limits.map((limit) => refundLimit(db, limit)));
}

export async function resetLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes counters whose window started before the longest window (so all of them are over), in
 * batches, skipping rows another process is writing. Resolves with the number deleted.
 */
export async function pruneRateLimits(db: Database, batchSize = 5000): Promise<number> {
  return deleteInBatches(
    db,
    batchSize,
    sql`
      DELETE FROM ${rateLimits} WHERE ${rateLimits.key} IN (
        SELECT ${rateLimits.key} FROM ${rateLimits}
        WHERE ${rateLimits.windowStart} < now() - make_interval(secs => ${RATE_LIMIT_MAX_WINDOW_SECONDS})
        LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`,
  );
}

export function retryAfterText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
