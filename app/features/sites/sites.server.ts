import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { mailOutbox, sites, user as users } from "~/db/schema";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import { listSiteImageUrls } from "~/features/media/media-cleanup.server";
import { DEFAULT_SITE_PLAN, type CreateSiteInput, type UpdateSiteInput } from "~/features/sites/sites-schema";
import { cancelInvitation } from "~/features/sites/invitation-link.server";
import { addPlatformAddress, freeSlugFor, NO_PLATFORM_ADDRESSES, type SlugRules } from "~/features/sites/site-address.server";
import type { BillingOptions } from "~/features/billing/billing-options";
import { changePlan } from "~/features/billing/plan-change.server";

/** Sites (admins only: the routes check the role). */

/** Every site with its owner's e-mail (and whether it is confirmed), its plan and publication, newest first. */
export async function listSites(db: Database) {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      createdAt: sites.createdAt,
      ownerId: sites.ownerId,
      ownerEmail: users.email,
      // Whether the owner proved the address (null without an owner).
      ownerConfirmed: users.emailVerified,
      plan: sites.plan,
      publishedAt: sites.publishedAt,
    })
    .from(sites)
    .leftJoin(users, eq(users.id, sites.ownerId))
    .orderBy(desc(sites.createdAt), asc(sites.name));
}

/** Whether any site exists (the dashboard of an admin without a selected site). */
export async function anySiteExists(db: Database): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length > 0;
}

/**
 * The spec's `get_all_profiles`: id, e-mail and role of every account, for the owner choice; and
 * Whether its address is confirmed: an unconfirmed account cannot be given a site.
 */
export async function getAllProfiles(db: Database): Promise<{ id: string; email: string; role: "admin" | "user"; confirmed: boolean }[]> {
  const rows = await db.select({ id: users.id, email: users.email, role: users.role, confirmed: users.emailVerified }).from(users).orderBy(asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role === "admin" ? "admin" : "user" }));
}

export type OwnerRefusal = "unknown-owner" | "unconfirmed-owner";

/**
 * Insert {name, owner_id (null if none)} returning the row. An owner id that is not an account is
 * refused here ('unknown-owner') rather than left to the foreign key, and so is an account whose
 * address is not confirmed ('unconfirmed-owner').
 */
export async function createSite(
  db: Database,
  input: CreateSiteInput,
  { slugRules = NO_PLATFORM_ADDRESSES }: { slugRules?: SlugRules } = {},
): Promise<{ ok: true; site: { id: string; name: string } } | { ok: false; reason: OwnerRefusal }> {
  return db.transaction(async (tx) => {
    const refusal = input.ownerId ? await ownerRefusal(tx, input.ownerId) : null;
    if (refusal) return { ok: false, reason: refusal } as const;
    // published_at keeps its column default (now): a site an admin creates is public at once, as the spec says.
    // Its platform address, from its name (ADR 033).
    const slug = await freeSlugFor(tx, input.name, slugRules);
    const [site] = await tx
      .insert(sites)
      .values({ name: input.name, slug, ownerId: input.ownerId, plan: input.plan ?? DEFAULT_SITE_PLAN })
      .returning({ id: sites.id, name: sites.name });
    if (!site) throw new Error("site insert returned no row");
    await addPlatformAddress(tx, site.id, slug, slugRules.sitesDomain);
    return { ok: true, site } as const;
  });
}

/**
 * Why `ownerId` may not be given a site, or null. An account whose address was never confirmed
 * may be anyone who typed it at sign-up: it gets no site but its own draft; the person
 * who holds the mailbox is invited instead. The row is locked (shared) until the transaction
 * ends, so the expiry of unconfirmed accounts cannot delete it under the new site.
 */
async function ownerRefusal(db: DatabaseOrTransaction, ownerId: string): Promise<OwnerRefusal | null> {
  const [owner] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, ownerId)).limit(1).for("share");
  if (!owner) return "unknown-owner";
  return owner.confirmed ? null : "unconfirmed-owner";
}

/**
 * Renames a site, sets or removes its owner and changes its plan. An unknown owner is refused, as on
 * creation, and so is a new owner whose address is not confirmed (the owner a site
 * already has stays, so a sign-up's own draft can still be renamed). Changing the owner cancels a
 * pending invitation: the admin has decided otherwise.
 */
export async function updateSite(
  db: Database,
  input: UpdateSiteInput,
  /** With them, a new plan goes through `changePlan` (logged, mailed, prorated; a downgrade at the paid month's end). */
  planChange: { byUser: string | null; billing: BillingOptions; now?: Date } | null = null,
): Promise<{ ok: true; site: { id: string; name: string } } | { ok: false; reason: OwnerRefusal | "not-found" }> {
  return db.transaction(async (tx) => {
    // The account before the site, as the acceptance of an invitation and the expiry lock them.
    const refusal = input.ownerId ? await ownerRefusal(tx, input.ownerId) : null;
    if (refusal === "unknown-owner") return { ok: false, reason: refusal } as const;
    const [before] = await tx
      .select({ ownerId: sites.ownerId, plan: sites.plan, pendingPlan: sites.pendingPlan })
      .from(sites)
      .where(eq(sites.id, input.siteId))
      .for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    if (refusal && before.ownerId !== input.ownerId) return { ok: false, reason: refusal } as const;
    if (before.ownerId !== input.ownerId) await cancelInvitation(tx, input.siteId);
    // A plan other than the site's and than the one a downgrade waits for: the billing's change.
    // (The dialog shows the current plan: saving it untouched keeps a pending downgrade.)
    const newPlan = input.plan && input.plan !== before.plan && input.plan !== before.pendingPlan ? input.plan : null;
    if (newPlan && planChange) await changePlan(tx, input.siteId, newPlan, planChange.byUser, planChange.now ?? new Date(), planChange.billing);
    const [site] = await tx
      .update(sites)
      // A plan change is an update of this row: its content version moves, so every cached page
      // of the site follows (ADR 014). Nothing of a page leaving the plan is deleted (ADR 028).
      .set({ name: input.name, ownerId: input.ownerId, ...(newPlan && !planChange ? { plan: newPlan } : {}), updatedAt: new Date() })
      .where(eq(sites.id, input.siteId))
      .returning({ id: sites.id, name: sites.name });
    return site ? ({ ok: true, site } as const) : ({ ok: false, reason: "not-found" } as const);
  });
}

export type DeleteSiteResult = { ok: true; name: string; imageUrls: string[] } | { ok: false; reason: "not-found" | "name-mismatch" };

/**
 * Deletes a site and everything it holds, in one transaction: its row goes and every
 * per-site table follows by its foreign keys (ADR 002); its mails, kept by the outbox after a
 * site's end otherwise, go too (they carry its visitors' messages). `confirmName` must be the
 * site's exact name, checked under the row's lock. The images its rows referred to are returned
 * for the caller to sweep once this is committed (`deleteIfUnreferenced`).
 */
export async function deleteSite(db: Database, siteId: string, confirmName: string): Promise<DeleteSiteResult> {
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.id, siteId)).for("update");
    if (!site) return { ok: false, reason: "not-found" } as const;
    if (confirmName !== site.name) return { ok: false, reason: "name-mismatch" } as const;
    const imageUrls = await deleteSiteRows(tx, siteId);
    return { ok: true, name: site.name, imageUrls } as const;
  });
}

/**
 * The deletion itself, inside the caller's transaction (the admins' 'Supprimer', and the end of
 * an unconfirmed account). Returns the image URLs its rows held, for the caller to
 * sweep with `deleteIfUnreferenced` once the transaction is committed.
 */
export async function deleteSiteRows(tx: DatabaseOrTransaction, siteId: string): Promise<string[]> {
  await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for("update");
  const imageUrls = await listSiteImageUrls(tx, siteId);
  // A last version bump: its NOTIFY (sent at commit) makes every process drop the site's stored
  // pages and domain-cache entries (ADR 014); the deletion itself notifies nothing.
  await tx
    .update(sites)
    .set({ updatedAt: sql`now()` })
    .where(eq(sites.id, siteId));
  await tx.delete(mailOutbox).where(eq(mailOutbox.siteId, siteId));
  await cancelInvitation(tx, siteId);
  await tx.delete(sites).where(eq(sites.id, siteId));
  return imageUrls;
}

/** The site's time zone, for dates and hours in the merchant's local time (Europe/Paris by default). */
export async function getSiteTimeZone(db: Database, siteId: string): Promise<string> {
  const [row] = await db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}
