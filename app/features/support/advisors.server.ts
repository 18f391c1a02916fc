import { and, asc, eq, isNull, ne } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { siteAdvisors, sites, supportRequests, user } from "~/db/schema";
import type { AdvisorForm } from "~/features/support/support-queue-schema";

/**
 * An Expert site's named advisor (set by an admin): the admin its requests are assigned to, and
 * the name, photo, direct line and e-mail its owner's dashboard shows.
 */
export type SiteAdvisor = { advisorUserId: string | null; name: string; photoUrl: string | null; phone: string | null; email: string | null };

const advisorColumns = {
  advisorUserId: siteAdvisors.advisorUserId,
  name: siteAdvisors.name,
  photoUrl: siteAdvisors.photoUrl,
  phone: siteAdvisors.phone,
  email: siteAdvisors.email,
};

/** The advisor the site's owner is shown: only an Expert site's, null when none is set. */
export async function getSiteAdvisor(db: DatabaseOrTransaction, siteId: string): Promise<SiteAdvisor | null> {
  const [row] = await db
    .select(advisorColumns)
    .from(siteAdvisors)
    .innerJoin(sites, eq(sites.id, siteAdvisors.siteId))
    .where(and(eq(siteAdvisors.siteId, siteId), eq(sites.plan, "expert")))
    .limit(1);
  return row ?? null;
}

/** What the owner's dashboard shows of the advisor ('Votre conseiller'): never the admin's account. */
export type AdvisorCardView = Pick<SiteAdvisor, "name" | "photoUrl" | "phone" | "email">;

export async function getAdvisorCard(db: DatabaseOrTransaction, siteId: string): Promise<AdvisorCardView | null> {
  const advisor = await getSiteAdvisor(db, siteId);
  return advisor && { name: advisor.name, photoUrl: advisor.photoUrl, phone: advisor.phone, email: advisor.email };
}

/**
 * The admin an Expert site's requests are assigned to: its advisor's account while it is an
 * admin's; null when none is set, outside Expert, or once that account is no longer an admin.
 */
export async function siteAdvisorUserId(db: DatabaseOrTransaction, siteId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(siteAdvisors)
    .innerJoin(sites, eq(sites.id, siteAdvisors.siteId))
    .innerJoin(user, eq(user.id, siteAdvisors.advisorUserId))
    .where(and(eq(siteAdvisors.siteId, siteId), eq(sites.plan, "expert"), eq(user.role, "admin")))
    .limit(1);
  return row?.id ?? null;
}

export type ExpertSiteAdvisor = { siteId: string; siteName: string; advisor: SiteAdvisor | null };

/** Every Expert site, by name, with its advisor if one is set. */
export async function listExpertSiteAdvisors(db: Database): Promise<ExpertSiteAdvisor[]> {
  const rows = await db
    .select({ siteId: sites.id, siteName: sites.name, ...advisorColumns, set: siteAdvisors.siteId })
    .from(sites)
    .leftJoin(siteAdvisors, eq(siteAdvisors.siteId, sites.id))
    .where(eq(sites.plan, "expert"))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map(({ siteId, siteName, set, advisorUserId, name, photoUrl, phone, email }) => ({
    siteId,
    siteName,
    advisor: set && name !== null ? { advisorUserId, name, photoUrl, phone, email } : null,
  }));
}

export type SetAdvisorOutcome = { ok: true; previousPhotoUrl: string | null } | { ok: false; reason: "site-not-found" | "not-expert" | "not-admin" };

/**
 * Sets (or replaces) an Expert site's advisor. The account chosen must be an admin's ('' = none:
 * the requests are then not assigned); the site's unassigned requests still open or waiting are
 * assigned to it. Returns the photo it replaced, for the caller to clean up once committed.
 */
export async function setSiteAdvisor(db: Database, siteId: string, form: AdvisorForm): Promise<SetAdvisorOutcome> {
  return db.transaction(async (tx) => {
    const [site] = await tx.select({ plan: sites.plan }).from(sites).where(eq(sites.id, siteId)).for("update").limit(1);
    if (!site) return { ok: false, reason: "site-not-found" };
    if (site.plan !== "expert") return { ok: false, reason: "not-expert" };
    const advisorUserId = form.advisorUserId === "" ? null : form.advisorUserId;
    if (advisorUserId !== null) {
      const [admin] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, advisorUserId), eq(user.role, "admin")))
        .limit(1);
      if (!admin) return { ok: false, reason: "not-admin" };
    }
    const [previous] = await tx.select({ photoUrl: siteAdvisors.photoUrl }).from(siteAdvisors).where(eq(siteAdvisors.siteId, siteId)).limit(1);
    const values = {
      advisorUserId,
      name: form.name,
      photoUrl: form.photoUrl || null,
      phone: form.phone || null,
      email: form.email || null,
      updatedAt: new Date(),
    };
    await tx
      .insert(siteAdvisors)
      .values({ siteId, ...values })
      .onConflictDoUpdate({ target: siteAdvisors.siteId, set: values });
    // The site's requests nobody has yet, still to be answered, go to the new advisor too.
    if (advisorUserId !== null)
      await tx
        .update(supportRequests)
        .set({ assignedUserId: advisorUserId })
        .where(and(eq(supportRequests.siteId, siteId), isNull(supportRequests.assignedUserId), ne(supportRequests.status, "resolved")));
    return { ok: true, previousPhotoUrl: previous?.photoUrl ?? null };
  });
}

/** Removes a site's advisor; the photo it had, or undefined when there was none set. */
export async function clearSiteAdvisor(db: Database, siteId: string): Promise<{ photoUrl: string | null } | undefined> {
  const [row] = await db.delete(siteAdvisors).where(eq(siteAdvisors.siteId, siteId)).returning({ photoUrl: siteAdvisors.photoUrl });
  return row;
}
