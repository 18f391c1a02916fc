import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/../server/db/connect";
import { account, sites, user as users, verification } from "~/db/schema";
import { createLinkToken, deleteLinkToken, deleteLinkTokens, findLinkToken, linkTokenEmail, type LinkTokenRow } from "~/features/auth/link-token.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { invitationMessage } from "./invitation-mail";
import { INVITATION_PATH, INVITATION_TTL_MS } from "./invitation-schema";

/**
 * Inviting a site's owner by e-mail (issue 13), the way ADR 011 confirms an e-mail change: a
 * single-use link (auth/link-token.server.ts, `site-invitation:<siteId>`, 7 days) and the
 * invitation mail, written in one transaction. One pending invitation per site: a new one replaces it. Accepting creates the account, gives it the site
 * and deletes the row, in one transaction: a link works once.
 */
const PREFIX = "site-invitation:";
const identifierFor = (siteId: string) => `${PREFIX}${siteId}`;

export type InviteResult = { ok: true; email: string } | { ok: false; reason: "site-gone" | "account-exists" };

async function accountExists(tx: DatabaseOrTransaction, email: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return rows.length > 0;
}

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
    // An existing account is given the site with 'Modifier': an invitation never sets the password of an account.
    if (await accountExists(tx, email)) return { ok: false, reason: "account-exists" } as const;
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const token = await createLinkToken(tx, identifierFor(siteId), email, expiresAt);
    // From configuration, never from the request's Host header.
    const link = `${options.publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, { siteId, kind: "site_invitation", from: options.mailFrom, to: [email], replyTo: null, ...invitationMessage({ siteName: site.name, link, expiresAt }) });
    return { ok: true, email } as const;
  });
}

/** Drops the site's pending invitation: its owner was changed meanwhile, or the site is being deleted. */
export async function cancelInvitation(tx: DatabaseOrTransaction, siteId: string): Promise<void> {
  await deleteLinkTokens(tx, identifierFor(siteId));
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

export type InvitationCheck = { ok: true; email: string; siteId: string; siteName: string } | { ok: false; reason: "invalid" | "expired" | "taken" };

async function describe(tx: DatabaseOrTransaction, row: LinkTokenRow, now: Date): Promise<InvitationCheck> {
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  const email = linkTokenEmail(row.value) ?? "";
  const siteId = row.identifier.slice(PREFIX.length);
  const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
  // The site was deleted meanwhile: the link leads nowhere.
  if (!site) return { ok: false, reason: "invalid" };
  if (await accountExists(tx, email)) return { ok: false, reason: "taken" };
  return { ok: true, email, siteId, siteName: site.name };
}

/** What the invitation page shows before the form is sent: the site and address, or why the link is refused. Changes nothing. */
export async function checkInvitation(db: Database, token: string, now = new Date()): Promise<InvitationCheck> {
  const row = await findLinkToken(db, token, PREFIX, false);
  return row ? describe(db, row, now) : { ok: false, reason: "invalid" };
}

/**
 * Uses the invitation once: the row is locked, checked, and deleted with the account's creation
 * (an owner, `user` role, e-mail verified: the link proved the address), its password and the
 * site's new owner, in one transaction. `passwordHash`: computed before, outside the transaction.
 */
export async function acceptInvitation(db: Database, token: string, passwordHash: string, now = new Date()): Promise<InvitationCheck> {
  return db.transaction(async (tx) => {
    const row = await findLinkToken(tx, token, PREFIX, true);
    if (!row) return { ok: false, reason: "invalid" } as const;
    const check = await describe(tx, row, now);
    if (!check.ok) {
      if (check.reason === "expired") await deleteLinkToken(tx, row);
      return check;
    }
    await deleteLinkToken(tx, row);
    const userId = randomUUID();
    await tx.insert(users).values({ id: userId, email: check.email, name: check.email.split("@")[0], emailVerified: true, role: "user", createdAt: now, updatedAt: now });
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash, createdAt: now, updatedAt: now });
    await tx.update(sites).set({ ownerId: userId }).where(eq(sites.id, check.siteId));
    return check;
  });
}
