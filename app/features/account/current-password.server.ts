import type { RequestContext } from "~/context";
import { refundLimit, resetLimit, retryAfterText, takeLimit, type Limit } from "~/features/rate-limit/rate-limit.server";

/**
 * Wrong current passwords allowed per account in 15 minutes, on the account page (changing the
 * password or the e-mail address): auth.api calls skip better-auth's own limiter. One counter for
 * both forms, so neither is a way around the other.
 */
export const CURRENT_PASSWORD_LIMIT = { max: 5, windowSeconds: 15 * 60 };

const limitFor = (userId: string): Limit => ({ key: `password-change:${userId}`, ...CURRENT_PASSWORD_LIMIT });

export type CurrentPasswordCheck = { ok: true } | { ok: false; reason: "wrong-password" } | { ok: false; reason: "limited"; retryAfter: string };

/**
 * Runs `attempt` (which checks the current password) only if this try is within the limit,
 * counted before it runs (one atomic statement): concurrent tries cannot all slip under it.
 * `attempt` answers whether the password was right; a right one, or an error, counts nothing.
 */
export async function withCurrentPasswordLimit<T>(
  context: RequestContext,
  userId: string,
  attempt: () => Promise<{ right: true; value: T } | { right: false }>,
): Promise<{ ok: true; value: T } | Exclude<CurrentPasswordCheck, { ok: true }>> {
  const limit = limitFor(userId);
  const taken = await takeLimit(context.db, limit);
  if (!taken.allowed) {
    await refundLimit(context.db, limit);
    return { ok: false, reason: "limited", retryAfter: retryAfterText(taken.retryAfterSeconds) };
  }
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt();
  } catch (err) {
    await refundLimit(context.db, limit);
    throw err;
  }
  if (!outcome.right) return { ok: false, reason: "wrong-password" };
  await resetLimit(context.db, limit.key);
  return { ok: true, value: outcome.value };
}
