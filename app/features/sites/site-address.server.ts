import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/../server/db/connect";
import { domainMappings, sites } from "~/db/schema";
import { platformAddress, SLUG_MAX, slugFromName, slugProblem } from "./site-slug";

/**
 * A site's address on the platform (issue 24, ADR 033): `<slug>.<SITES_DOMAIN>`, held as a domain
 * mapping of the site — active, proven (`verified_by = 'platform'`) — so that the spec's own site
 * selection serves it and `/tls/ask` gives it a certificate, with no second resolver.
 */

/** The slug to give a new site named `name`: its own, else with -2, -3… until neither a site nor a mapping has it. */
export async function freeSlugFor(tx: DatabaseOrTransaction, name: string, sitesDomain: string | null, reserved: readonly string[] = []): Promise<string> {
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
  const [mapping] = await tx.select({ siteId: domainMappings.siteId }).from(domainMappings).where(eq(domainMappings.domain, platformAddress(slug, sitesDomain))).limit(1);
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
 * platform mapping (SITES_DOMAIN changed: the old addresses go). A start with nothing to change
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
