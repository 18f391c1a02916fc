import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import type { DomainProof } from "~/db/enums";
import { domainMappings, sites } from "~/db/schema";
import { domainPair } from "~/features/domains/normalize-domain";
import { twinDomain } from "~/features/site-resolution/resolve-site";
import { isUniqueViolation } from "~/db/pg-errors";
import { enqueueDomainMail } from "~/features/domains/domain-mail.server";

/**
 * Domain mappings. Admins manage every mapping; an owner manages
 * their site's (ADR 029, part B): every function that an owner can reach takes a `scope` — the
 * session's current site id, or null for an admin (every site). A row outside the scope is
 * "not found", never changed. Every function that changes a mapping is followed, in the action,
 * by `context.domains.invalidate()`.
 */
export type DomainMappingRow = {
  id: string;
  domain: string;
  siteId: string;
  siteName: string;
  isActive: boolean;
  /** The name of its pair visitors land on ('Adresse principale'); the other answers a 301. */
  isCanonical: boolean;
  /** The value of the TXT record `_vitrine.<domain>` (shown to whoever may act on the site). */
  verificationToken: string;
  verifiedAt: Date | null;
  verifiedBy: DomainProof | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The site a function may touch: an owner's current site, or null for an admin (any site). */
export type MappingScope = string | null;

export type MappingRefusal = "taken" | "taken-verified" | "pending-elsewhere" | "too-many-pending" | "unknown-site" | "not-found" | "unverified";
export type MappingChange<T> = { ok: true; value: T } | { ok: false; reason: MappingRefusal; until?: Date };

/**
 * How long an unverified request holds a name against other sites (ADR 029, part B): after that,
 * the next site that asks for the name takes it (the stale request is deleted in the same
 * transaction). A proof (TXT or an admin's approval) ends the wait for good.
 */
export const PENDING_CLAIM_DAYS = 7;
const PENDING_CLAIM_MS = PENDING_CLAIM_DAYS * 24 * 60 * 60_000;
/**
 * Unproven pairs a site may have at once: sign-up is open to anyone, and each request holds its
 * names for a week; a few at a time is all a shop needs, and keeps one account from holding many.
 */
export const MAX_PENDING_PAIRS = 3;

const rowColumns = {
  id: domainMappings.id,
  domain: domainMappings.domain,
  siteId: domainMappings.siteId,
  siteName: sites.name,
  isActive: domainMappings.isActive,
  isCanonical: domainMappings.isCanonical,
  verificationToken: domainMappings.verificationToken,
  verifiedAt: domainMappings.verifiedAt,
  verifiedBy: domainMappings.verifiedBy,
  createdAt: domainMappings.createdAt,
  updatedAt: domainMappings.updatedAt,
};

/**
 * A site's platform address (`verified_by = 'platform'`) is the platform's, not a domain
 * of the screen: no list, no switch, no deletion, no move reaches it through these functions.
 */
const notPlatform = sql`${domainMappings.verifiedBy} IS DISTINCT FROM 'platform'`;
const inScope = (scope: MappingScope) => (scope === null ? notPlatform : and(eq(domainMappings.siteId, scope), notPlatform));

/** The mappings of the scope with their site's name, newest first (a created pair: bare name, then www.). */
export async function listDomainMappings(db: Database, scope: MappingScope = null): Promise<DomainMappingRow[]> {
  return db
    .select(rowColumns)
    .from(domainMappings)
    .innerJoin(sites, eq(sites.id, domainMappings.siteId))
    .where(inScope(scope))
    .orderBy(desc(domainMappings.createdAt), asc(domainMappings.domain));
}

/** Sites to choose from in the admins' dialogs: all of them, by name. */
export async function listSiteChoices(db: Database): Promise<{ id: string; name: string }[]> {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name));
}

type NewPair = { domain: string; siteId: string };

/**
 * An admin's creation: the bare name and its www. twin, both active, ownership approved by
 * the admin, the bare name canonical — in one transaction. If either name is held (see `claimNames`)
 * nothing is inserted.
 */
export async function createDomainMapping(db: Database, input: NewPair): Promise<MappingChange<string[]>> {
  return insertPair(db, input, { isActive: true, verifiedAt: new Date(), verifiedBy: "admin", requestedBy: null });
}

/**
 * An owner's request for their own site: the pair inserted INACTIVE and unverified; it
 * goes live once the TXT record `_vitrine.<domain>` proves control, or an admin approves it.
 */
export async function requestDomainMapping(db: Database, input: NewPair & { userId: string }): Promise<MappingChange<string[]>> {
  return insertPair(db, input, { isActive: false, verifiedAt: null, verifiedBy: null, requestedBy: input.userId });
}

async function insertPair(
  db: Database,
  input: NewPair,
  state: { isActive: boolean; verifiedAt: Date | null; verifiedBy: DomainProof | null; requestedBy: string | null },
): Promise<MappingChange<string[]>> {
  const names = domainPair(input.domain);
  return withUniqueGuard(() =>
    db.transaction(async (tx) => {
      // An owner's request locks its site's row until the transaction ends: concurrent requests of
      // one site are counted one after the other, so the limit below holds (30 parallel
      // requests made 11 pairs). NO KEY UPDATE: the rows that reference the site are not blocked.
      const siteRow = tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
      const site = state.verifiedAt === null ? await siteRow.for("no key update") : await siteRow;
      if (!site[0]) return { ok: false, reason: "unknown-site" } as const;
      if (state.verifiedAt === null) {
        const pending = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(domainMappings)
          .where(and(eq(domainMappings.siteId, input.siteId), isNull(domainMappings.verifiedAt)));
        if ((pending[0]?.count ?? 0) >= MAX_PENDING_PAIRS * 2) return { ok: false, reason: "too-many-pending" } as const;
      }
      const refused = await claimNames(tx, names, input.siteId, new Date());
      if (refused) return refused;
      const rows = await tx
        .insert(domainMappings)
        .values(names.map((domain, index) => ({ domain, siteId: input.siteId, ...state, isCanonical: index === 0 })))
        .returning({ id: domainMappings.id });
      return { ok: true, value: rows.map((r) => r.id) } as const;
    }),
  );
}

/**
 * Whether `names` may be given to `siteId` (ADR 029, part B). A name mapped to this site already:
 * 'taken'. Mapped to another site and verified: 'taken-verified' (only an admin moves it).
 * Mapped to another site, unverified, asked for less than PENDING_CLAIM_DAYS ago:
 * 'pending-elsewhere' (with the date it frees up). Older unverified requests of other sites are
 * deleted here, in the caller's transaction: a request nobody proved does not hold a name forever.
 * The rows are locked, so two requests for a stale name do not both take it.
 */
async function claimNames(
  tx: DatabaseOrTransaction,
  names: readonly string[],
  siteId: string,
  now: Date,
): Promise<{ ok: false; reason: MappingRefusal; until?: Date } | null> {
  const held = await tx
    .select({ id: domainMappings.id, siteId: domainMappings.siteId, verifiedAt: domainMappings.verifiedAt, createdAt: domainMappings.createdAt })
    .from(domainMappings)
    .where(inArray(domainMappings.domain, [...names]))
    .for("update");
  if (held.length === 0) return null;
  if (held.some((row) => row.siteId === siteId)) return { ok: false, reason: "taken" };
  if (held.some((row) => row.verifiedAt !== null)) return { ok: false, reason: "taken-verified" };
  const fresh = held.filter((row) => now.getTime() - row.createdAt.getTime() < PENDING_CLAIM_MS);
  if (fresh.length > 0) {
    const until = new Date(Math.max(...fresh.map((row) => row.createdAt.getTime())) + PENDING_CLAIM_MS);
    return { ok: false, reason: "pending-elsewhere", until };
  }
  await tx.delete(domainMappings).where(
    and(
      inArray(
        domainMappings.id,
        held.map((row) => row.id),
      ),
      isNull(domainMappings.verifiedAt),
      lt(domainMappings.createdAt, new Date(now.getTime() - PENDING_CLAIM_MS)),
    ),
  );
  return null;
}

/**
 * An admin's edit: update {domain, site_id, updated_at} of one mapping. Moving a mapping to
 * another site moves its www./bare twin with it (the pair stays together), and the admin's move
 * stands as the proof of ownership for the new site.
 */
export async function updateDomainMapping(db: Database, id: string, input: { domain: string; siteId: string }): Promise<MappingChange<DomainMappingRow["id"]>> {
  return withUniqueGuard(() =>
    db.transaction(async (tx) => {
      const site = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId)).limit(1);
      if (!site[0]) return { ok: false, reason: "unknown-site" } as const;
      const current = await tx
        .select({ domain: domainMappings.domain, siteId: domainMappings.siteId })
        .from(domainMappings)
        .where(and(eq(domainMappings.id, id), notPlatform))
        .for("update")
        .limit(1);
      if (!current[0]) return { ok: false, reason: "not-found" } as const;
      const taken = await tx
        .select({ id: domainMappings.id })
        .from(domainMappings)
        .where(and(eq(domainMappings.domain, input.domain), ne(domainMappings.id, id)))
        .limit(1);
      if (taken[0]) return { ok: false, reason: "taken" } as const;
      const now = new Date();
      const moved = current[0].siteId !== input.siteId;
      const proof = moved ? { verifiedAt: now, verifiedBy: "admin" as const, requestedBy: null } : {};
      await tx
        .update(domainMappings)
        .set({ domain: input.domain, siteId: input.siteId, updatedAt: now, ...proof })
        .where(eq(domainMappings.id, id));
      if (moved) {
        await tx
          .update(domainMappings)
          .set({ siteId: input.siteId, updatedAt: now, ...proof })
          .where(and(eq(domainMappings.domain, twinDomain(current[0].domain)), eq(domainMappings.siteId, current[0].siteId)));
      }
      return { ok: true, value: id } as const;
    }),
  );
}

/**
 * The Actif/Inactif switch, update {is_active, updated_at}. A mapping whose ownership is
 * not proven cannot be switched on: 'unverified', nothing written.
 */
export async function setDomainMappingActive(db: Database, scope: MappingScope, id: string, isActive: boolean): Promise<MappingChange<{ domain: string }>> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ verifiedAt: domainMappings.verifiedAt })
      .from(domainMappings)
      .where(and(eq(domainMappings.id, id), inScope(scope)))
      .for("update")
      .limit(1);
    if (!rows[0]) return { ok: false, reason: "not-found" } as const;
    if (isActive && rows[0].verifiedAt === null) return { ok: false, reason: "unverified" } as const;
    const updated = await tx
      .update(domainMappings)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(domainMappings.id, id))
      .returning({ domain: domainMappings.domain });
    return updated[0] ? ({ ok: true, value: updated[0] } as const) : ({ ok: false, reason: "not-found" } as const);
  });
}

/** Whether the mapping exists within the scope (an owner's current site; null: an admin, every site). */
export async function mappingInScope(db: Database, scope: MappingScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: domainMappings.id })
    .from(domainMappings)
    .where(and(eq(domainMappings.id, id), inScope(scope)))
    .limit(1);
  return rows.length > 0;
}

/** Delete by id, within the scope. Null when the mapping is gone (or not the scope's). */
export async function deleteDomainMapping(db: Database, scope: MappingScope, id: string): Promise<{ domain: string } | null> {
  const rows = await db
    .delete(domainMappings)
    .where(and(eq(domainMappings.id, id), inScope(scope)))
    .returning({ domain: domainMappings.domain });
  return rows[0] ?? null;
}

/**
 * An admin approves a request: the mapping and its twin on the same site (those not proven yet)
 * are marked verified by 'admin' and switched on. When that proved something (a name of the pair
 * was unproven), the owner's e-mail 'Votre domaine … est vérifié' is queued in the same
 * transaction: approving again proves nothing new and mails nothing. Null when the
 * mapping is gone.
 */
export async function approveDomainMapping(db: Database, id: string, mail: { publicUrl: string; mailFrom: string }): Promise<{ domain: string } | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ domain: domainMappings.domain, siteId: domainMappings.siteId })
      .from(domainMappings)
      .where(and(eq(domainMappings.id, id), notPlatform))
      .limit(1);
    const mapping = rows[0];
    if (!mapping) return null;
    const now = new Date();
    const names = [mapping.domain, twinDomain(mapping.domain)];
    const unproven = await tx
      .select({ domain: domainMappings.domain })
      .from(domainMappings)
      .where(and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, names), isNull(domainMappings.verifiedAt)))
      .for("update");
    await tx
      .update(domainMappings)
      .set({ verifiedAt: now, verifiedBy: "admin", isActive: true, updatedAt: now })
      .where(
        and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, names), or(eq(domainMappings.id, id), isNull(domainMappings.verifiedAt))),
      );
    if (unproven.length > 0)
      await enqueueDomainMail(tx, mail, {
        kind: "domain_verified",
        siteId: mapping.siteId,
        domain: unproven.find((u) => !u.domain.startsWith("www."))?.domain ?? mapping.domain,
      });
    return { domain: mapping.domain };
  });
}

/**
 * 'Adresse principale': the mapping becomes the canonical name of its pair and its twin (same
 * site) stops being it, in one statement (so exactly one of the two is canonical at any time).
 * Null when the mapping is gone or outside the scope.
 */
export async function setCanonicalDomain(db: Database, scope: MappingScope, id: string): Promise<{ domain: string } | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ domain: domainMappings.domain, siteId: domainMappings.siteId })
      .from(domainMappings)
      .where(and(eq(domainMappings.id, id), inScope(scope)))
      .limit(1);
    const mapping = rows[0];
    if (!mapping) return null;
    await tx
      .update(domainMappings)
      .set({ isCanonical: sql`${domainMappings.id} = ${id}`, updatedAt: new Date() })
      .where(and(eq(domainMappings.siteId, mapping.siteId), inArray(domainMappings.domain, [mapping.domain, twinDomain(mapping.domain)])));
    return { domain: mapping.domain };
  });
}

async function withUniqueGuard<T>(run: () => Promise<MappingChange<T>>): Promise<MappingChange<T>> {
  try {
    return await run();
  } catch (err) {
    // The unique index settles a race between two requests; the checks first give the common case a clear answer.
    if (isUniqueViolation(err)) return { ok: false, reason: "taken" };
    throw err;
  }
}
