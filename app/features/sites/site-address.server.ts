import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/connect.server";
import { isUniqueViolation } from "~/db/pg-errors";
import { domainMappings, sites } from "~/db/schema";
import { platformAddress, SLUG_MAX, SLUG_TEXTS, slugFromName, slugProblem } from "~/features/sites/site-slug";

/**
 * A site's address on the platform (ADR 033): `<slug>.<SITES_DOMAIN>`, held as a domain
 * mapping of the site — active, proven (`verified_by = 'platform'`) — so that the spec's own site
 * selection serves it and `/tls/ask` gives it a certificate, with no second resolver.
 */

/** Where slugs live: SITES_DOMAIN (null: no platform addresses) and the names refused beyond RESERVED_SLUGS. */
export type SlugRules = { sitesDomain: string | null; reserved: readonly string[] };

/** No SITES_DOMAIN: slugs are kept, no platform address is written (tests, scripts). */
export const NO_PLATFORM_ADDRESSES: SlugRules = { sitesDomain: null, reserved: [] };

/** The rules of this platform: its SITES_DOMAIN, and the first label of PUBLIC_URL's host reserved (`vitrine` of vitrine.fr). */
export function slugRules(config: { sitesDomain: string | null; publicUrl: string }): SlugRules {
  const host = new URL(config.publicUrl).hostname;
  const first = /^[\d.]+$|:/.test(host) ? null : host.split(".")[0];
  return { sitesDomain: config.sitesDomain, reserved: first && first !== host ? [first] : [] };
}

/** The slug to give a new site named `name`: its own, else with -2, -3… until neither a site nor a mapping has it. */
export async function freeSlugFor(tx: DatabaseOrTransaction, name: string, { sitesDomain, reserved }: SlugRules): Promise<string> {
  let base = slugFromName(name);
  if (slugProblem(base, reserved)) base = `site-${slugFromName(name) || "vitrine"}`.slice(0, SLUG_MAX).replace(/-+$/, "");
  if (slugProblem(base, reserved)) base = "mon-site";
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (await slugAvailable(tx, slug, sitesDomain)) return slug;
  }
}

/** Whether no site has `slug` and, on SITES_DOMAIN, no mapping has its address. */
export async function slugAvailable(tx: DatabaseOrTransaction, slug: string, sitesDomain: string | null, exceptSiteId?: string): Promise<boolean> {
  const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug)).limit(1);
  if (site && site.id !== exceptSiteId) return false;
  if (!sitesDomain) return true;
  const [mapping] = await tx
    .select({ siteId: domainMappings.siteId })
    .from(domainMappings)
    .where(eq(domainMappings.domain, platformAddress(slug, sitesDomain)))
    .limit(1);
  return !mapping || mapping.siteId === exceptSiteId;
}

/** Writes the site's platform mapping, in the transaction that creates the site. Nothing when SITES_DOMAIN is off. */
export async function addPlatformAddress(tx: DatabaseOrTransaction, siteId: string, slug: string, sitesDomain: string | null): Promise<void> {
  if (!sitesDomain) return;
  await tx
    .insert(domainMappings)
    .values({ domain: platformAddress(slug, sitesDomain), siteId, isActive: true, verifiedAt: new Date(), verifiedBy: "platform" })
    .onConflictDoNothing({ target: domainMappings.domain });
}

/**
 * At start-up, before serving: every site has the mapping of `<slug>.<SITES_DOMAIN>`, and no other
 * platform mapping but the old slugs' addresses still redirecting (SITES_DOMAIN changed: the old
 * addresses go, those included). A start with nothing to change
 * writes nothing (the mappings' triggers move content versions only for rows written). A platform
 * address that is already another site's custom domain is left to it, and logged by the caller.
 */
export async function syncPlatformAddresses(db: Database, sitesDomain: string | null): Promise<{ added: number; removed: number; blocked: string[] }> {
  return db.transaction(async (tx) => {
    const expected = sitesDomain ? sql`${sites.slug} || ${`.${sitesDomain}`}` : sql`NULL`;
    const removed = await tx
      .delete(domainMappings)
      .where(
        and(
          eq(domainMappings.verifiedBy, "platform"),
          sql`NOT EXISTS (SELECT 1 FROM ${sites} WHERE ${sites.id} = ${domainMappings.siteId} AND ${domainMappings.domain} = ${expected})`,
          // An old slug's address keeps its 90 days across restarts, while SITES_DOMAIN stays the same.
          sitesDomain ? sql`NOT (${domainMappings.redirectUntil} IS NOT NULL AND ${domainMappings.domain} LIKE ${`%.${sitesDomain}`})` : undefined,
        ),
      )
      .returning({ domain: domainMappings.domain });
    if (!sitesDomain) return { added: 0, removed: removed.length, blocked: [] };
    const added = await tx.execute<{ domain: string }>(sql`
      INSERT INTO ${domainMappings} (domain, site_id, is_active, verified_at, verified_by)
      SELECT ${sites.slug} || ${`.${sitesDomain}`}, ${sites.id}, true, now(), 'platform' FROM ${sites}
      ON CONFLICT (domain) DO NOTHING
      RETURNING domain`);
    const blocked = await tx.execute<{ domain: string }>(sql`
      SELECT ${sites.slug} || ${`.${sitesDomain}`} AS domain FROM ${sites}
      JOIN ${domainMappings} ON ${domainMappings.domain} = ${sites.slug} || ${`.${sitesDomain}`}
      WHERE ${domainMappings.siteId} <> ${sites.id}`);
    return { added: added.rows.length, removed: removed.length, blocked: blocked.rows.map((row) => row.domain) };
  });
}

/** How long an old platform address answers a 301 to the site's main address after a slug change. */
export const OLD_ADDRESS_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

export type SlugChange = { ok: true; slug: string; changed: boolean } | { ok: false; error: string };

/**
 * 'Paramètres du site': the site's slug becomes `slug`. Its old platform address stays
 * OLD_ADDRESS_DAYS days, answering a 301 to the main address (`redirect_until`), then the pruning
 * worker deletes it and the old slug is free again. Going back to a slug whose old address this
 * site still holds takes it back. In one transaction, under the site's row lock; refused with the
 * field's French message when the slug is malformed, reserved, or another site's (its slug, its
 * old address, or a custom domain of that name).
 */
export async function changeSiteSlug(db: Database, siteId: string, slug: string, { sitesDomain, reserved }: SlugRules, now = new Date()): Promise<SlugChange> {
  const problem = slugProblem(slug, reserved);
  if (problem) return { ok: false, error: problem };
  try {
    return await db.transaction(async (tx): Promise<SlugChange> => {
      const [site] = await tx.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId)).for("update").limit(1);
      if (!site) return { ok: false, error: SLUG_TEXTS.gone };
      if (site.slug === slug) return { ok: true, slug, changed: false };
      if (!(await slugAvailable(tx, slug, sitesDomain, siteId))) return { ok: false, error: SLUG_TEXTS.taken };
      await tx.update(sites).set({ slug, updatedAt: now }).where(eq(sites.id, siteId));
      if (sitesDomain) {
        await tx
          .update(domainMappings)
          .set({ redirectUntil: new Date(now.getTime() + OLD_ADDRESS_DAYS * DAY_MS), updatedAt: now })
          .where(
            and(
              eq(domainMappings.siteId, siteId),
              eq(domainMappings.verifiedBy, "platform"),
              eq(domainMappings.domain, platformAddress(site.slug, sitesDomain)),
            ),
          );
        const address = platformAddress(slug, sitesDomain);
        const back = await tx
          .update(domainMappings)
          .set({ redirectUntil: null, isActive: true, updatedAt: now })
          .where(and(eq(domainMappings.siteId, siteId), eq(domainMappings.verifiedBy, "platform"), eq(domainMappings.domain, address)))
          .returning({ id: domainMappings.id });
        if (back.length === 0) await tx.insert(domainMappings).values({ domain: address, siteId, isActive: true, verifiedAt: now, verifiedBy: "platform" });
      }
      return { ok: true, slug, changed: true };
    });
  } catch (err) {
    // Two sites taking one slug at once: the unique indexes decide, the loser reads the field's message.
    if (isUniqueViolation(err)) return { ok: false, error: SLUG_TEXTS.taken };
    throw err;
  }
}

/** The old platform addresses past their OLD_ADDRESS_DAYS (the pruning worker, hourly): their slugs are free again. */
export async function pruneOldAddresses(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .delete(domainMappings)
    .where(and(eq(domainMappings.verifiedBy, "platform"), lt(domainMappings.redirectUntil, now)))
    .returning({ id: domainMappings.id });
  return rows.length;
}

/** What follows a slug in a site's address as people type it: `.vitrine.fr`, `.localhost:3000` (PUBLIC_URL's port); null without SITES_DOMAIN. */
export function addressSuffix(config: { sitesDomain: string | null; publicUrl: string }): string | null {
  if (!config.sitesDomain) return null;
  const port = new URL(config.publicUrl).port;
  return `.${config.sitesDomain}${port ? `:${port}` : ""}`;
}

/** 'Adresse Vitrine' of 'Paramètres du site': the site's slug and its address's suffix; null without SITES_DOMAIN. */
export async function siteSlugView(
  db: Database,
  config: { sitesDomain: string | null; publicUrl: string },
  siteId: string,
): Promise<{ slug: string; suffix: string } | null> {
  const suffix = addressSuffix(config);
  if (!suffix) return null;
  const [site] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ? { slug: site.slug, suffix } : null;
}

/** The site's platform address, `<slug>.<SITES_DOMAIN>` (the Domaines screen); null without SITES_DOMAIN. */
export async function sitePlatformAddress(db: Database, sitesDomain: string | null, siteId: string): Promise<string | null> {
  if (!sitesDomain) return null;
  const [site] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ? platformAddress(site.slug, sitesDomain) : null;
}
