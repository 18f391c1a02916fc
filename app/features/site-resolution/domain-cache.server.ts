import { and, eq } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { domainMappings } from "~/db/schema";

/**
 * Host → site id, without a database query per request. A mapping change raises its site's
 * content version, and every process hears it (ADR 014): the entries of that site, and every
 * "no site here" entry, are dropped at once. While those notifications flow, entries live long
 * (`trustedTtlMs`); while they don't, a few seconds (`ttlMs`), so a change made by another process
 * is still seen within that time. The process that makes a change also drops everything itself.
 */
export const DOMAIN_CACHE_TTL_MS = 5_000;
export const DOMAIN_CACHE_TRUSTED_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 50_000;

export type DomainCache = {
  lookup(domain: string): Promise<string | null>;
  /** Without a query: the site of a host this process already knows (undefined: unknown). */
  peek(domain: string): string | null | undefined;
  /** A site's mappings changed: forget its hosts and every host that had no site. */
  dropSite(siteId: string): void;
  invalidate(): void;
  /**
   * Called after every drop with the site dropped (null: everything), so a cache derived from the
   * mappings (the TLS ask endpoint's, issue 15) forgets at the same moments. Returns the unsubscribe.
   */
  onDrop(listener: (siteId: string | null) => void): () => void;
};

export type DomainCacheOptions = {
  ttlMs?: number;
  trustedTtlMs?: number;
  /** Whether change notifications are being received (long-lived entries are safe). */
  trusted?: () => boolean;
};

export function createDomainCache(db: Database, options: DomainCacheOptions | number = {}): DomainCache {
  const opts = typeof options === "number" ? { ttlMs: options } : options;
  const ttlMs = opts.ttlMs ?? DOMAIN_CACHE_TTL_MS;
  const trustedTtlMs = opts.trustedTtlMs ?? DOMAIN_CACHE_TRUSTED_TTL_MS;
  const trusted = opts.trusted ?? (() => false);
  const entries = new Map<string, { siteId: string | null; expires: number }>();
  const inflight = new Map<string, Promise<string | null>>();
  /** Bumped by every invalidation, so a query answered before it is not cached after it. */
  let generation = 0;
  const listeners = new Set<(siteId: string | null) => void>();
  const dropped = (siteId: string | null) => {
    for (const listener of listeners) listener(siteId);
  };

  async function query(domain: string): Promise<string | null> {
    const rows = await db
      .select({ siteId: domainMappings.siteId })
      .from(domainMappings)
      .where(and(eq(domainMappings.domain, domain), eq(domainMappings.isActive, true)))
      .limit(1);
    return rows[0]?.siteId ?? null;
  }

  function fresh(domain: string): { siteId: string | null } | undefined {
    const hit = entries.get(domain);
    return hit && hit.expires > Date.now() ? hit : undefined;
  }

  return {
    async lookup(domain) {
      const hit = fresh(domain);
      if (hit) return hit.siteId;
      const pending = inflight.get(domain);
      if (pending) return pending;
      const startedIn = generation;
      const promise = query(domain)
        .then((siteId) => {
          if (startedIn === generation) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(domain, { siteId, expires: Date.now() + (trusted() ? trustedTtlMs : ttlMs) });
          }
          return siteId;
        })
        .finally(() => inflight.delete(domain));
      inflight.set(domain, promise);
      return promise;
    },
    peek(domain) {
      return fresh(domain)?.siteId;
    },
    dropSite(siteId) {
      generation++;
      for (const [domain, entry] of entries) {
        if (entry.siteId === siteId || entry.siteId === null) entries.delete(domain);
      }
      dropped(siteId);
    },
    invalidate() {
      generation++;
      entries.clear();
      dropped(null);
    },
    onDrop(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
