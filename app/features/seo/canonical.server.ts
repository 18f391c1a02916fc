import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import type { Config } from "~/../server/config";
import { domainMappings } from "~/db/schema";
import { canonicalBaseFor, type CanonicalBase } from "./canonical";

/** A site has a handful of domains at most; more is a data problem, not a reason to read them all. */
const MAX_DOMAINS = 20;

/** Where a site's pages are canonical (rules in canonical.ts). */
export async function getCanonicalBase(db: Database, siteId: string, config: Pick<Config, "publicUrl">): Promise<CanonicalBase> {
  const rows = await db
    .select({ domain: domainMappings.domain })
    .from(domainMappings)
    .where(and(eq(domainMappings.siteId, siteId), eq(domainMappings.isActive, true)))
    .orderBy(asc(domainMappings.createdAt), asc(domainMappings.domain))
    .limit(MAX_DOMAINS);
  return canonicalBaseFor(
    siteId,
    rows.map((r) => r.domain),
    config.publicUrl,
  );
}
