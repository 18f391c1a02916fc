import { and, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { domainMappings } from "~/db/schema";

/**
 * Host → site id, without a database query per request. Entries (hits and misses) live a few
 * seconds, so a mapping changed by any process is seen everywhere within TTL_MS; the process
 * that makes the change also drops its own entries at once.
 */
export const DOMAIN_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export type DomainCache = {
  lookup(domain: string): Promise<string | null>;
  invalidate(): void;
};

export function createDomainCache(db: Database, ttlMs = DOMAIN_CACHE_TTL_MS): DomainCache {
  const entries = new Map<string, { siteId: string | null; expires: number }>();
  const inflight = new Map<string, Promise<string | null>>();

  async function query(domain: string): Promise<string | null> {
    const rows = await db
      .select({ siteId: domainMappings.siteId })
      .from(domainMappings)
      .where(and(eq(domainMappings.domain, domain), eq(domainMappings.isActive, true)))
      .limit(1);
    return rows[0]?.siteId ?? null;
  }

  return {
    async lookup(domain) {
      const now = Date.now();
      const hit = entries.get(domain);
      if (hit && hit.expires > now) return hit.siteId;
      const pending = inflight.get(domain);
      if (pending) return pending;
      const promise = query(domain)
        .then((siteId) => {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(domain, { siteId, expires: Date.now() + ttlMs });
          return siteId;
        })
        .finally(() => inflight.delete(domain));
      inflight.set(domain, promise);
      return promise;
    },
    invalidate() {
      entries.clear();
    },
  };
}
