import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import type { RequestContext } from "~/context";
import { account } from "~/db/schema";
import { hitLimit, isLimited, resetLimit, retryAfterText, type Limit } from "~/features/rate-limit/rate-limit.server";

/** Wrong current passwords allowed per account in 15 minutes (auth.api calls skip better-auth's limiter). */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowSeconds: 15 * 60 };

export type PasswordChange =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrong-password" }
  | { ok: false; reason: "limited"; retryAfter: string };

/**
 * Changes the signed-in user's password and signs out their OTHER sessions (DESIGN.md): better-auth
 * deletes every session of the user and opens a new one for this browser, whose cookie is in the
 * returned headers — the caller must send them, or this browser is signed out too.
 * Throws on anything other than a wrong current password.
 */
export async function changePassword(
  context: RequestContext,
  request: Request,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const limit: Limit = { key: `password-change:${userId}`, ...PASSWORD_CHANGE_LIMIT };
  const blocked = await isLimited(context.db, limit);
  if (blocked) return { ok: false, reason: "limited", retryAfter: retryAfterText(blocked.retryAfterSeconds) };
  // Only what better-auth needs: the session cookie, and the user agent for the new session row.
  const headers = new Headers({ cookie: request.headers.get("cookie") ?? "", "user-agent": request.headers.get("user-agent") ?? "" });
  try {
    const result = await context.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await resetLimit(context.db, limit.key);
    return { ok: true, headers: result.headers };
  } catch (err) {
    if (err instanceof APIError && err.body?.code === "INVALID_PASSWORD") {
      await hitLimit(context.db, limit);
      return { ok: false, reason: "wrong-password" };
    }
    throw err;
  }
}

/** When the password was last set, for the account page (and to reset its form after a change). */
export async function getPasswordUpdatedAt(db: Database, userId: string): Promise<Date | null> {
  const rows = await db
    .select({ updatedAt: account.updatedAt })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return rows[0]?.updatedAt ?? null;
}
