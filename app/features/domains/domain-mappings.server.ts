import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { domainMappings, sites } from "~/db/schema";
import { domainPair } from "./normalize-domain";

/**
 * Domain mappings (back-office.md §2, §7): a global table managed by admins only (ADR 011), so the
 * functions take row ids rather than a site id; the route's admin guard is what protects them.
 * Every function that changes a mapping is followed, in the action, by `context.domains.invalidate()`.
 */
export type DomainMappingRow = {
  id: string;
  domain: string;
  siteId: string;
  siteName: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type MappingChange<T> = { ok: true; value: T } | { ok: false; reason: "taken" | "unknown-site" | "not-found" };

/** §7: every mapping with its site's name, newest first (a created pair: bare name, then www.). */
export async function listDomainMappings(db: Database): Promise<DomainMappingRow[]> {
  return db
    .select({
      id: domainMappings.id,
      domain: domainMappings.domain,
      siteId: domainMappings.siteId,
      siteName: sites.name,
      isActive: domainMappings.isActive,
      createdAt: domainMappings.createdAt,
      updatedAt: domainMappings.updatedAt,
    })
    .from(domainMappings)
    .innerJoin(sites, eq(sites.id, domainMappings.siteId))
    .orderBy(desc(domainMappings.createdAt), asc(domainMappings.domain));
}

/** Sites to choose from in the dialogs: all of them (admins only), by name. */
export async function listSiteChoices(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name));
}

/**
 * §5/§7: inserts the bare name and its www. twin, both active, in one transaction. If either is
 * already mapped (to any site) nothing is inserted. The unique index settles a race between two
 * admins; the check first gives the common case a clear answer.
 */
export async function createDomainMapping(db: Database, input: { domain: string; siteId: string }): Promise<MappingChange<string[]>> {
  const names = domainPair(input.domain);
  try {
    return await db.transaction(async (tx) => {
      const site = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
      if (!site[0]) return { ok: false, reason: "unknown-site" } as const;
      const taken = await tx.select({ id: domainMappings.id }).from(domainMappings).where(inArray(domainMappings.domain, names)).limit(1);
      if (taken[0]) return { ok: false, reason: "taken" } as const;
      const rows = await tx
        .insert(domainMappings)
        .values(names.map((domain) => ({ domain, siteId: input.siteId, isActive: true })))
        .returning({ id: domainMappings.id });
      return { ok: true, value: rows.map((r) => r.id) } as const;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "taken" };
    throw err;
  }
}

/** §7: update {domain, site_id, updated_at} of one mapping. */
export async function updateDomainMapping(
  db: Database,
  id: string,
  input: { domain: string; siteId: string },
): Promise<MappingChange<DomainMappingRow["id"]>> {
  try {
    return await db.transaction(async (tx) => {
      const site = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
      if (!site[0]) return { ok: false, reason: "unknown-site" } as const;
      const taken = await tx
        .select({ id: domainMappings.id })
        .from(domainMappings)
        .where(and(eq(domainMappings.domain, input.domain), ne(domainMappings.id, id)))
        .limit(1);
      if (taken[0]) return { ok: false, reason: "taken" } as const;
      const rows = await tx
        .update(domainMappings)
        .set({ domain: input.domain, siteId: input.siteId, updatedAt: new Date() })
        .where(eq(domainMappings.id, id))
        .returning({ id: domainMappings.id });
      return rows[0] ? ({ ok: true, value: rows[0].id } as const) : ({ ok: false, reason: "not-found" } as const);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "taken" };
    throw err;
  }
}

/** §4/§7: the Actif/Inactif switch, update {is_active, updated_at}. Null when the mapping is gone. */
export async function setDomainMappingActive(db: Database, id: string, isActive: boolean): Promise<{ domain: string } | null> {
  const rows = await db
    .update(domainMappings)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(domainMappings.id, id))
    .returning({ domain: domainMappings.domain });
  return rows[0] ?? null;
}

/** §7: delete by id. Null when the mapping was already gone. */
export async function deleteDomainMapping(db: Database, id: string): Promise<{ domain: string } | null> {
  const rows = await db.delete(domainMappings).where(eq(domainMappings.id, id)).returning({ domain: domainMappings.domain });
  return rows[0] ?? null;
}

/** PostgreSQL's unique_violation, under Drizzle's query error wrapper. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
