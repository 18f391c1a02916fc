import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { user as users, verification } from "~/db/schema";
import { createLinkToken, deleteLinkToken, findLinkToken, linkTokenEmail } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import type { Limit } from "~/features/rate-limit/rate-limit.server";
import { addressKey } from "~/features/submissions/client-address.server";
import { emailChangeMessage, emailTakenMessage } from "~/features/account/email-change-mail";

/**
 * Changing a sign-in e-mail ("a confirmation mail goes to the new
 * address"). The request stores a single-use token in better-auth's `verification` table and
 * enqueues the confirmation e-mail in the same transaction; the address changes only when the
 * link is opened and confirmed (auth/link-token.server.ts: only a SHA-256 of the link's secret is stored).
 *
 * The answer never tells whether another account uses the address. A
 * request for a taken address is stored and answered exactly like one for a free address (the
 * account page shows it pending); only the mail differs, and it goes to that address's owner:
 * it says an account already uses it, with no link. Requests are counted before any work
 * (EMAIL_CHANGE_LIMITS): per account, per client address and per target address, so neither
 * probing addresses nor mailing one person again and again goes far.
 */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_EMAIL_PATH = "/admin/account/confirm-email";

const PREFIX = "email-change:";
const identifierFor = (userId: string) => `${PREFIX}${userId}`;

/**
 * Counted before the current password is checked, like the sign-up's: an hour's window
 * each. An account changes its address once in a long while (5 leaves room for typos); a shop's
 * or an office's connection serves a few accounts (10); a person gets at most 3 such mails an
 * hour, whoever asks (enough for a lost one).
 */
export const EMAIL_CHANGE_LIMITS = {
  perAccount: { max: 5, windowSeconds: 60 * 60 },
  perAddress: { max: 10, windowSeconds: 60 * 60 },
  perTarget: { max: 3, windowSeconds: 60 * 60 },
} as const;

/** The counters of one request, cheapest refusal first. `email`: the new address, as the schema normalised it. */
export function emailChangeLimits(userId: string, clientAddress: string, email: string): Limit[] {
  return [
    { key: `email-change:account:${userId}`, ...EMAIL_CHANGE_LIMITS.perAccount },
    { key: `email-change:ip:${addressKey(clientAddress)}`, ...EMAIL_CHANGE_LIMITS.perAddress },
    { key: `email-change:to:${email.trim().toLowerCase()}`, ...EMAIL_CHANGE_LIMITS.perTarget },
  ];
}

/** `taken` is never a refusal: it is the same answer, and only the mail says it. */
export type EmailChangeRequest = { ok: true; taken: boolean } | { ok: false; reason: "same" };

/** Is `email` the sign-in address of an account other than `userId`? */
async function emailUsedByOther(tx: DatabaseOrTransaction, email: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function requestEmailChange(
  db: Database,
  options: { publicUrl: string; mailFrom: string; now?: Date },
  account: { id: string; email: string },
  newEmail: string,
): Promise<EmailChangeRequest> {
  const email = newEmail.trim().toLowerCase();
  if (email === account.email.toLowerCase()) return { ok: false, reason: "same" };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const taken = await emailUsedByOther(tx, email, account.id);
    // One pending change per account: a new request replaces the previous link. Written for a
    // taken address too, so the account page cannot tell the two apart; its link is never sent,
    // and confirming it would be refused anyway (confirmEmailChange).
    const token = await createLinkToken(tx, identifierFor(account.id), email, new Date(now.getTime() + EMAIL_CHANGE_TTL_MS));
    // From configuration, never from the request's Host header.
    const link = `${options.publicUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      siteId: null,
      kind: "email_change",
      from: options.mailFrom,
      to: [email],
      ...(taken
        ? emailTakenMessage({ newEmail: email, loginUrl: `${options.publicUrl}/admin/login` })
        : emailChangeMessage({ currentEmail: account.email, newEmail: email, link })),
    });
    return { ok: true, taken } as const;
  });
}

/** The address waiting for confirmation, for the account page. */
export async function getPendingEmailChange(db: Database, userId: string, now = new Date()): Promise<{ email: string; expiresAt: Date } | null> {
  const rows = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifierFor(userId)))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt <= now) return null;
  const email = linkTokenEmail(row.value);
  return email === null ? null : { email, expiresAt: row.expiresAt };
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" | "taken" };

/** What the confirmation page shows before the click: the new address, or why the link is refused. Changes nothing. */
export async function checkEmailChangeToken(db: Database, token: string, now = new Date()): Promise<TokenCheck> {
  const row = await findLinkToken(db, token, PREFIX, false);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, email: linkTokenEmail(row.value) ?? "" };
}

/**
 * Applies the change once: the token row is locked, used and deleted in one transaction, so a
 * second use (or two at once) is refused. An address taken meanwhile by another account is refused.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<TokenCheck> {
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, token, PREFIX, true);
    if (!row) return { ok: false, reason: "invalid" } as const;
    if (row.expiresAt <= now) {
      await deleteLinkToken(tx, row);
      return { ok: false, reason: "expired" } as const;
    }
    const userId = row.identifier.slice(PREFIX.length);
    const email = linkTokenEmail(row.value) ?? "";
    if (await emailUsedByOther(tx, email, userId)) return { ok: false, reason: "taken" } as const;
    await deleteLinkToken(tx, row);
    const updated = await tx.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
    if (!updated[0]) return { ok: false, reason: "invalid" } as const;
    return { ok: true, email } as const;
  });
}
