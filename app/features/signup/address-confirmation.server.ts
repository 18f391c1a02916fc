import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import type { RequestContext } from "~/context";
import { done, failed } from "~/features/admin-kit/action-result";
import { sites, user as users } from "~/db/schema";
import { createLinkToken, deleteLinkToken, findLinkToken, linkTokenEmail } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { retryAfterText, takeLimit } from "~/features/rate-limit/rate-limit.server";
import { confirmAddressMessage } from "~/features/signup/signup-mail";
import { EMAIL_CONFIRM_PREFIX, EMAIL_CONFIRM_TTL_MS, confirmAddressLink, emailConfirmIdentifier } from "~/features/signup/signup.server";

/**
 * The address confirmation of an account created at sign-up: a single-use link
 * (auth/link-token.server.ts, `email-confirm:<user id>`, 7 days). Opening it shows the address
 * and one button (a GET changes nothing: mail scanners open links); the POST sets
 * `user.emailVerified`. An unconfirmed account can edit its site but not publish it.
 */
export type AddressCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

/** What the confirmation page shows before the click. Changes nothing. */
export async function checkAddressToken(db: Database, token: string, now = new Date()): Promise<AddressCheck> {
  const row = await findLinkToken(db, token, EMAIL_CONFIRM_PREFIX, false);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, email: linkTokenEmail(row.value) ?? "" };
}

/**
 * Confirms once: the row is locked, checked and deleted with the account's update, in one
 * transaction, so a second use (or two at once) is refused. A link for an address the account
 * no longer has (changed meanwhile) confirms nothing.
 */
export async function confirmAddress(db: Database, token: string, now = new Date()): Promise<AddressCheck> {
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, token, EMAIL_CONFIRM_PREFIX, true);
    if (!row) return { ok: false, reason: "invalid" } as const;
    await deleteLinkToken(tx, row);
    if (row.expiresAt <= now) return { ok: false, reason: "expired" } as const;
    const userId = row.identifier.slice(EMAIL_CONFIRM_PREFIX.length);
    const email = linkTokenEmail(row.value) ?? "";
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!account || account.email.toLowerCase() !== email) return { ok: false, reason: "invalid" } as const;
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    return { ok: true, email } as const;
  });
}

/** A few resends an hour per account: enough for a lost mail, too few to mail-bomb an address. */
export const RESEND_LIMIT = { max: 3, windowSeconds: 60 * 60 } as const;

export type ResendResult =
  { ok: true; email: string } | { ok: false; reason: "verified" | "unknown" } | { ok: false; reason: "limited"; message: string; retryAfterSeconds: number };

export const RESEND_TEXTS = {
  sent: (email: string) => `Un nouvel e-mail de confirmation a été envoyé à ${email}.`,
  verified: "Votre adresse e-mail est déjà confirmée.",
  limited: (wait: string) => `Vous avez demandé plusieurs e-mails de confirmation. Réessayez dans ${wait}.`,
  failed: "L'e-mail de confirmation n'a pas pu être envoyé. Veuillez réessayer.",
} as const;

/**
 * Sends the confirmation link again (a new link replaces the pending one): what the dashboard's
 * getting-started checklist calls for a signed-in account whose address is not confirmed.
 * Rate-limited per account (RESEND_LIMIT), counted before anything is written.
 */
export async function resendAddressConfirmation(
  db: Database,
  options: { publicUrl: string; mailFrom: string; now?: Date },
  userId: string,
): Promise<ResendResult> {
  const now = options.now ?? new Date();
  const [account] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return { ok: false, reason: "unknown" };
  if (account.emailVerified) return { ok: false, reason: "verified" };
  const taken = await takeLimit(db, { key: `email-confirm:resend:${userId}`, ...RESEND_LIMIT });
  if (!taken.allowed) {
    return { ok: false, reason: "limited", message: RESEND_TEXTS.limited(retryAfterText(taken.retryAfterSeconds)), retryAfterSeconds: taken.retryAfterSeconds };
  }
  const email = account.email.toLowerCase();
  const [site] = await db.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.ownerId, userId)).orderBy(asc(sites.createdAt)).limit(1);
  await db.transaction(async (tx) => {
    const token = await createLinkToken(tx, emailConfirmIdentifier(userId), email, new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS));
    await enqueueMail(tx, {
      siteId: site?.id ?? null,
      kind: "email_confirm",
      from: options.mailFrom,
      to: [email],
      ...confirmAddressMessage({ shopName: site?.name ?? "Vitrine", link: confirmAddressLink(options.publicUrl, token) }),
    });
  });
  return { ok: true, email };
}

/**
 * The dashboard's 'Renvoyer l'e-mail de confirmation': a new link to the address of the
 * site's owner, whoever of the owner or an admin asks; the answer is the publication toast.
 */
export async function resendOwnerConfirmation(context: RequestContext, siteId: string, intent: string) {
  try {
    const [site] = await context.db.select({ ownerId: sites.ownerId }).from(sites).where(eq(sites.id, siteId)).limit(1);
    if (!site?.ownerId) return failed(intent, RESEND_TEXTS.failed, 404);
    const result = await resendAddressConfirmation(context.db, { publicUrl: context.config.publicUrl, mailFrom: context.config.mailFrom }, site.ownerId);
    if (result.ok) return done(intent, RESEND_TEXTS.sent(result.email));
    if (result.reason === "verified") return done(intent, RESEND_TEXTS.verified);
    if (result.reason === "limited") return failed(intent, result.message, 429, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
    return failed(intent, RESEND_TEXTS.failed, 404);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId, siteId }, "resend confirmation failed");
    return failed(intent, RESEND_TEXTS.failed, 500);
  }
}
