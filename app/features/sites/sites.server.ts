import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { sites, user as users } from "~/db/schema";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";
import type { CreateSiteInput } from "./site-form-schema";

/** back-office.md §7, Sites (admins only: the routes check the role). */

/** Every site with its owner's e-mail, newest first. */
export async function listSites(db: Database) {
  return db
    .select({ id: sites.id, name: sites.name, createdAt: sites.createdAt, ownerEmail: users.email })
    .from(sites)
    .leftJoin(users, eq(users.id, sites.ownerId))
    .orderBy(desc(sites.createdAt), asc(sites.name));
}

/** Whether any site exists (the dashboard of an admin without a selected site). */
export async function anySiteExists(db: Database): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length > 0;
}

/** The spec's `get_all_profiles`: id, e-mail and role of every account, for the owner choice. */
export async function getAllProfiles(db: Database): Promise<{ id: string; email: string; role: "admin" | "user" }[]> {
  const rows = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).orderBy(asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role === "admin" ? "admin" : "user" }));
}

/**
 * Insert {name, owner_id (null if none)} returning the row. An owner id that is not an account is
 * refused here ('unknown-owner') rather than left to the foreign key.
 */
export async function createSite(db: Database, input: CreateSiteInput): Promise<{ ok: true; site: { id: string; name: string } } | { ok: false; reason: "unknown-owner" }> {
  return db.transaction(async (tx) => {
    if (input.ownerId) {
      const owner = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.ownerId)).limit(1);
      if (!owner[0]) return { ok: false, reason: "unknown-owner" } as const;
    }
    const [site] = await tx.insert(sites).values({ name: input.name, ownerId: input.ownerId }).returning({ id: sites.id, name: sites.name });
    if (!site) throw new Error("site insert returned no row");
    return { ok: true, site } as const;
  });
}

/** The site's time zone, for dates and hours in the merchant's local time (Europe/Paris by default). */
export async function getSiteTimeZone(db: Database, siteId: string): Promise<string> {
  const [row] = await db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}
