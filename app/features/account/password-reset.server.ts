import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { account, session, user as users } from "~/db/schema";
import { createLinkToken, deleteLinkToken, findLinkToken, linkTokenEmail } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import type { Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { passwordChangedMessage, passwordResetMessage } from "~/features/account/password-reset-mail";
import { FORGOT_PASSWORD_PATH, PASSWORD_RESET_TTL_MS, RESET_PASSWORD_PATH } from "~/features/account/password-reset-schema";

/**
 * A forgotten password. 'Mot de passe oublié ?' asks for the address; when an account
 * has it, a single-use link valid one hour goes through the outbox (the project's one link token,
 * auth/link-token.server.ts: only a SHA-256 of its secret is stored). The answer on screen is the
 * same whether or not an account exists, and costs the same queries but the writes.
 *
 * The link's page asks for the new password; its POST sets it, deletes every session of the
 * account and the link, and mails 'Votre mot de passe a été modifié', in one transaction, then the
 * action signs this browser in. Requests are counted before any work, per client address and per
 * address asked for (the account); the link's page per client address and per link.
 */
const PREFIX = "password-reset:";
const identifierFor = (userId: string) => `${PREFIX}${userId}`;

export const PASSWORD_RESET_LIMITS = {
  /** Asking for a link: one office's connection serves a few people (an hour's window). */
  requestsPerAddress: { max: 10, windowSeconds: 60 * 60 },
  /** Links mailed to one address, whoever asks: enough for a lost mail, not a mailbox flood. */
  requestsPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Tries on the link's page, as the invitation's (ADR 016): guessing tokens, or a link found in a mailbox. */
  triesPerAddress: { max: 20, windowSeconds: 15 * 60 },
  triesPerLink: { max: 10, windowSeconds: 15 * 60 },
} as const;

/** The counters of one request for a link, cheapest refusal first. `email`: as the schema normalised it. */
export function passwordResetRequestLimits(clientAddress: string, email: string): Limit[] {
  return [
    { key: `password-reset:ip:${addressKey(clientAddress)}`, ...PASSWORD_RESET_LIMITS.requestsPerAddress },
    { key: `password-reset:to:${email}`, ...PASSWORD_RESET_LIMITS.requestsPerAccount },
  ];
}

/** The counters of one try on the link's page. */
export function passwordResetTryLimits(clientAddress: string, tokenId: string): Limit[] {
  return [
    { key: `password-reset:try-ip:${addressKey(clientAddress)}`, ...PASSWORD_RESET_LIMITS.triesPerAddress },
    { key: `password-reset:link:${tokenId}`, ...PASSWORD_RESET_LIMITS.triesPerLink },
  ];
}

/**
 * Mails a reset link when an account signs in with `email` (lower case), replacing the account's
 * pending one. Resolves the same way either way: the caller's answer must not tell.
 */
export async function requestPasswordReset(db: Database, options: { publicUrl: string; mailFrom: string; now?: Date }, email: string): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(account, and(eq(account.userId, users.id), eq(account.providerId, "credential")))
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (!holder) return;
    const token = await createLinkToken(tx, identifierFor(holder.id), holder.email, new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
    // From configuration, never from the request's Host header.
    const link = `${options.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      siteId: null,
      kind: "password_reset",
      from: options.mailFrom,
      to: [holder.email],
      ...passwordResetMessage({ email: holder.email, link }),
    });
  });
}

/** Why a link is refused: unknown or already used (the row is gone), or past its hour (the address is known then, to ask again). */
export type ResetCheck = { ok: true; email: string } | { ok: false; reason: "invalid" } | { ok: false; reason: "expired"; email: string };

/** What the link's page shows before the form is sent: the account's address, or why the link is refused. Changes nothing. */
export async function checkPasswordReset(db: Database, token: string, now = new Date()): Promise<ResetCheck> {
  const row = await findLinkToken(db, token, PREFIX, false);
  if (!row) return { ok: false, reason: "invalid" };
  const email = linkTokenEmail(row.value) ?? "";
  if (row.expiresAt <= now) return { ok: false, reason: "expired", email };
  return { ok: true, email };
}

export type ResetDone = { ok: true; email: string; userId: string } | Exclude<ResetCheck, { ok: true }>;

/**
 * Sets the account's password (`passwordHash`, hashed by the caller outside the transaction) once:
 * the link's row is locked, used and deleted with the change, so a second use, or two at once, is
 * refused. Every session of the account is deleted (the caller then signs this browser in) and the
 * account is told by e-mail, with the way back if it was not its owner.
 */
export async function resetPassword(
  db: Database,
  options: { publicUrl: string; mailFrom: string; now?: Date },
  token: string,
  passwordHash: string,
): Promise<ResetDone> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, token, PREFIX, true);
    if (!row) return { ok: false, reason: "invalid" } as const;
    const email = linkTokenEmail(row.value) ?? "";
    if (row.expiresAt <= now) return { ok: false, reason: "expired", email } as const;
    const userId = row.identifier.slice(PREFIX.length);
    await deleteLinkToken(tx, row);
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (!updated[0]) return { ok: false, reason: "invalid" } as const;
    await tx.delete(session).where(eq(session.userId, userId));
    const [holder] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    const to = holder?.email ?? email;
    await enqueueMail(tx, {
      siteId: null,
      kind: "password_changed",
      from: options.mailFrom,
      to: [to],
      ...passwordChangedMessage({ email: to, at: now, forgotUrl: `${options.publicUrl}${FORGOT_PASSWORD_PATH}` }),
    });
    return { ok: true, email: to, userId } as const;
  });
}
