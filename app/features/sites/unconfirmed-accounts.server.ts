import { and, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/connect.server";
import { sites, user as users } from "~/db/schema";
import { deleteAccountLinks } from "~/features/auth/link-token.server";
import { deleteSiteRows } from "~/features/sites/sites.server";

/**
 * Accounts whose address was never confirmed (finding 3). Anyone can sign up with any
 * address, so such an account proves nothing about who holds the mailbox: it owns its own draft
 * and nothing another person could need. Two things end it, both through `deleteUnconfirmedAccount`:
 * the address's real holder accepting an owner invitation (site-invitations.server.ts), and the
 * expiry after 7 days (signup/unconfirmed-expiry.server.ts).
 */

/** An account that may be replaced: a plain user whose address was never confirmed. Admins never are. */
export type AddressHolder = { id: string; replaceable: boolean };

/** The account signing in with `email` (lower-cased), if any. `lock`: FOR UPDATE, until the transaction ends. */
export async function accountHolding(tx: DatabaseOrTransaction, email: string, lock: boolean): Promise<AddressHolder | null> {
  const query = tx
    .select({ id: users.id, verified: users.emailVerified, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ? { id: row.id, replaceable: !row.verified && row.role === "user" } : null;
}

export type DeletedAccount = { userId: string; deletedSiteIds: string[]; imageUrls: string[] };

/**
 * Deletes an unconfirmed account, in the caller's transaction: its draft sites (never published:
 * everything they hold goes, as with 'Supprimer'), its pending links, then the account itself,
 * whose sessions and password follow by their foreign keys (every browser signed in to it is
 * signed out at once). A published site it owned stays, without owner, for an admin to decide.
 * `keepSiteId`: a draft of its to keep (the site an invitation gives to the address's holder).
 * Null, and nothing done, when the account is gone, confirmed or an admin. The image URLs are
 * for the caller to sweep once committed (`deleteIfUnreferenced`).
 */
export async function deleteUnconfirmedAccount(
  tx: DatabaseOrTransaction,
  userId: string,
  options: { keepSiteId?: string } = {},
): Promise<DeletedAccount | null> {
  const [holder] = await tx.select({ verified: users.emailVerified, role: users.role }).from(users).where(eq(users.id, userId)).limit(1).for("update");
  if (!holder || holder.verified || holder.role !== "user") return null;
  const drafts = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.ownerId, userId), isNull(sites.publishedAt)));
  const deletedSiteIds: string[] = [];
  const imageUrls: string[] = [];
  for (const draft of drafts) {
    if (draft.id === options.keepSiteId) continue;
    imageUrls.push(...(await deleteSiteRows(tx, draft.id)));
    deletedSiteIds.push(draft.id);
  }
  await deleteAccountLinks(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
  return { userId, deletedSiteIds, imageUrls };
}
