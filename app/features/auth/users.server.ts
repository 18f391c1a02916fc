import { eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { user as userTable } from "~/db/schema";
import type { Auth, Role } from "~/features/auth/auth.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/features/auth/password-policy.server";

export class CommonPasswordError extends Error {
  constructor() {
    super(COMMON_PASSWORD_MESSAGE);
  }
}

/**
 * Creates an account with a password, or updates the password and role of an existing one.
 * Used by the demo seed and `npm run user:create`; there is no public sign-up. A password from
 * the common list is refused here too (CommonPasswordError), whoever the caller.
 */
export async function upsertUserWithPassword(
  auth: Auth,
  db: Database,
  input: { email: string; password: string; role: Role; name?: string },
): Promise<{ id: string; created: boolean }> {
  if (isCommonPassword(input.password)) throw new CommonPasswordError();
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const hash = await ctx.password.hash(input.password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else await ctx.internalAdapter.linkAccount({ userId: existing.user.id, providerId: "credential", accountId: existing.user.id, password: hash });
    await db.update(userTable).set({ role: input.role, updatedAt: new Date() }).where(eq(userTable.id, existing.user.id));
    return { id: existing.user.id, created: false };
  }
  const created = await ctx.internalAdapter.createUser(
    { email, name: input.name ?? email.split("@")[0], emailVerified: true, role: input.role },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  return { id: created.id, created: true };
}
