/**
 * Retry rules of the outbox (ADR 008): exponential back-off from 30 s, capped at 4 h, for 15
 * attempts — the last one about 24 h after the first — then 'failed'.
 */

export const MAX_ATTEMPTS = 15;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 4 * 60 * 60 * 1000;

/** Wait before the next attempt, after `attempts` failed ones (1 = the first attempt failed). */
export function retryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  // 2 ** 30 would already be far past the cap; stop there to stay in safe integers.
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(attempts - 1, 30), MAX_DELAY_MS);
}

export type AfterFailure = { status: "pending"; delayMs: number } | { status: "failed" };

/** What a failed attempt leads to: another try later, or the end. */
export function afterFailure(attempts: number, maxAttempts = MAX_ATTEMPTS, delay: (attempts: number) => number = retryDelayMs): AfterFailure {
  return attempts >= maxAttempts ? { status: "failed" } : { status: "pending", delayMs: delay(attempts) };
}
