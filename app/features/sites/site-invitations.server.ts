import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { account, sites, user as users, verification } from "~/db/schema";
import { createLinkToken, deleteLinkToken, findLinkToken, linkTokenEmail, type LinkTokenRow } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { invitationMessage } from "~/features/sites/invitation-mail";
import { INVITATION_PREFIX as PREFIX, invitationIdentifier as identifierFor } from "~/features/sites/invitation-link.server";
import { INVITATION_PATH, INVITATION_TTL_MS } from "~/features/sites/invitation-schema";
import { accountHolding, deleteUnconfirmedAccount, type DeletedAccount } from "~/features/sites/unconfirmed-accounts.server";

/**
 * Inviting a site's owner by e-mail, the way ADR 011 confirms an e-mail change: a
 * single-use link (auth/link-token.server.ts, `site-invitation:<siteId>`, 7 days) and the
 * invitation mail, written in one transaction. One pending invitation per site: a new one replaces it. Accepting creates the account, gives it the site
 * and deletes the row, in one transaction: a link works once.
 *
 * An address held by an account that never confirmed it is invited all the same (that
 * account may be anyone who typed the address at sign-up); accepting from the mailbox replaces
 * that account (unconfirmed-accounts.server.ts): its sessions and drafts go, the holder sets their own password.
 */

/** `replacesUnconfirmed`: an unconfirmed account uses the address, and will be replaced if the invitation is accepted. */
export type InviteResult = { ok: true; email: string; replacesUnconfirmed: boolean } | { ok: false; reason: "site-gone" | "account-exists" };

export async function inviteOwner(
  db: Database,
  options: { publicUrl: string; mailFrom: string; now?: Date },
  siteId: string,
  rawEmail: string,
): Promise<InviteResult> {
  const email = rawEmail.trim().toLowerCase();
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, siteId)).for("update");
    if (!site) return { ok: false, reason: "site-gone" } as const;
    // A confirmed account is given the site with 'Modifier': an invitation never sets the password
    // of an account. An unconfirmed one proves nothing: the invitation goes to the mailbox.
    const holder = await accountHolding(tx, email, false);
    if (holder && !holder.replaceable) return { ok: false, reason: "account-exists" } as const;
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const token = await createLinkToken(tx, identifierFor(siteId), email, expiresAt);
    // From configuration, never from the request's Host header.
    const link = `${options.publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      siteId,
      kind: "site_invitation",
      from: options.mailFrom,
      to: [email],
      replyTo: null,
      ...invitationMessage({ siteName: site.name, link, expiresAt }),
    });
    return { ok: true, email, replacesUnconfirmed: holder !== null } as const;
  });
}

/** The pending invitations of every site (the Sites screen): the address and when it ends. */
export async function listPendingInvitations(db: Database, now = new Date()): Promise<Map<string, { email: string; expiresAt: Date }>> {
  const rows = await db
    .select({ identifier: verification.identifier, value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(like(verification.identifier, `${PREFIX}%`));
  const pending = new Map<string, { email: string; expiresAt: Date }>();
  for (const row of rows) {
    const email = linkTokenEmail(row.value);
    if (email !== null && row.expiresAt > now) pending.set(row.identifier.slice(PREFIX.length), { email, expiresAt: row.expiresAt });
  }
  return pending;
}

/** `replacesUnconfirmed`, only when true: an unconfirmed account uses the address and goes when this one is created. */
export type InvitationCheck =
  { ok: true; email: string; siteId: string; siteName: string; replacesUnconfirmed?: true } | { ok: false; reason: "invalid" | "expired" | "taken" };

async function describe(tx: DatabaseOrTransaction, row: LinkTokenRow, now: Date, lock: boolean): Promise<InvitationCheck & { holderId?: string }> {
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  const email = linkTokenEmail(row.value) ?? "";
  const siteId = row.identifier.slice(PREFIX.length);
  const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
  // The site was deleted meanwhile: the link leads nowhere.
  if (!site) return { ok: false, reason: "invalid" };
  const holder = await accountHolding(tx, email, lock);
  if (holder && !holder.replaceable) return { ok: false, reason: "taken" };
  return { ok: true, email, siteId, siteName: site.name, ...(holder ? { replacesUnconfirmed: true as const, holderId: holder.id } : {}) };
}

/** What the invitation page shows before the form is sent: the site and address, or why the link is refused. Changes nothing. */
export async function checkInvitation(db: Database, token: string, now = new Date()): Promise<InvitationCheck> {
  const row = await findLinkToken(db, token, PREFIX, false);
  if (!row) return { ok: false, reason: "invalid" };
  const { holderId: _holder, ...check } = await describe(db, row, now, false);
  return check;
}

/** An accepted invitation; `replaced`: the unconfirmed account that held the address, deleted. */
export type AcceptedInvitation = InvitationCheck | (Extract<InvitationCheck, { ok: true }> & { replaced: DeletedAccount });

/**
 * Uses the invitation once: the row is locked, checked, and deleted with the account's creation
 * (an owner, `user` role, e-mail verified: the link proved the address), its password and the
 * site's new owner, in one transaction. `passwordHash`: computed before, outside the transaction.
 * An unconfirmed account holding the address is deleted first, in the same transaction (issue
 * 23): its sessions, its links and its drafts go (the invited site stays, whoever owned it).
 */
export async function acceptInvitation(db: Database, token: string, passwordHash: string, now = new Date()): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, token, PREFIX, true);
    if (!row) return { ok: false, reason: "invalid" } as const;
    const { holderId, ...check } = await describe(tx, row, now, true);
    if (!check.ok) {
      if (check.reason === "expired") await deleteLinkToken(tx, row);
      return check;
    }
    let replaced: DeletedAccount | null = null;
    if (holderId) {
      replaced = await deleteUnconfirmedAccount(tx, holderId, { keepSiteId: check.siteId });
      // Locked above as replaceable: it cannot have changed since.
      if (!replaced) return { ok: false, reason: "taken" } as const;
    }
    await deleteLinkToken(tx, row);
    const userId = randomUUID();
    await tx
      .insert(users)
      .values({ id: userId, email: check.email, name: check.email.split("@")[0], emailVerified: true, role: "user", createdAt: now, updatedAt: now });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash, createdAt: now, updatedAt: now });
    await tx.update(sites).set({ ownerId: userId }).where(eq(sites.id, check.siteId));
    return replaced ? { ...check, replaced } : check;
  });
}
