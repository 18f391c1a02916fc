import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { account } from "~/db/schema";
import { withCurrentPasswordLimit, type CurrentPasswordCheck } from "~/features/account/current-password.server";

export type PasswordChange = { ok: true; headers: Headers } | Exclude<CurrentPasswordCheck, { ok: true }>;

/** Only what better-auth needs: the session cookie, and the user agent for a new session row. */
function authHeaders(request: Request): Headers {
  return new Headers({ cookie: request.headers.get("cookie") ?? "", "user-agent": request.headers.get("user-agent") ?? "" });
}

const isWrongPassword = (err: unknown) => err instanceof APIError && err.body?.code === "INVALID_PASSWORD";

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
  const result = await withCurrentPasswordLimit<Headers>(context, userId, async () => {
    try {
      const changed = await context.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers: authHeaders(request),
        returnHeaders: true,
      });
      return { right: true, value: changed.headers } as const;
    } catch (err) {
      if (isWrongPassword(err)) return { right: false } as const;
      throw err;
    }
  });
  return result.ok ? { ok: true, headers: result.value } : result;
}

/** Checks the signed-in user's current password (before an e-mail change), under the same limit. */
export async function checkCurrentPassword(context: RequestContext, request: Request, userId: string, password: string): Promise<CurrentPasswordCheck> {
  const result = await withCurrentPasswordLimit<null>(context, userId, async () => {
    try {
      await context.auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) });
      return { right: true, value: null } as const;
    } catch (err) {
      if (isWrongPassword(err)) return { right: false } as const;
      throw err;
    }
  });
  return result.ok ? { ok: true } : result;
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
