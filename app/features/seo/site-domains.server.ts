import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { domainMappings } from "~/db/schema";
import { siteDomains, type SiteDomains } from "~/features/site-resolution/canonical-domain";
import { canonicalBaseFor } from "~/features/seo/canonical";

/**
 * A site's active domains, oldest first, as canonical.ts expects them (few: a handful at most),
 * without the old addresses left to redirect after a slug change.
 */
export async function getActiveDomains(db: Database, siteId: string): Promise<SiteDomains> {
  const rows = await db
    .select({ domain: domainMappings.domain, chosen: domainMappings.isCanonical, platform: sql<boolean>`${domainMappings.verifiedBy} = 'platform'` })
    .from(domainMappings)
    .where(and(eq(domainMappings.siteId, siteId), eq(domainMappings.isActive, true), isNull(domainMappings.redirectUntil)))
    .orderBy(asc(domainMappings.createdAt), asc(domainMappings.domain))
    .limit(20);
  return siteDomains(rows.map((row) => ({ ...row, platform: row.platform === true })));
}

/**
 * The site's main address (ADR 033): its verified custom domain, else its platform
 * address, as an origin (`https://delices.vitrine.fr`) and a host; null when it has neither (an IP
 * platform without SITES_DOMAIN): the site then lives at `?site=` on the platform.
 */
export async function getMainAddress(db: Database, publicUrl: string, siteId: string): Promise<{ host: string; origin: string } | null> {
  const base = canonicalBaseFor(siteId, await getActiveDomains(db, siteId), publicUrl);
  return base.customDomain ? { host: base.customDomain, origin: base.origin } : null;
}
