import { sql } from "drizzle-orm";
import type { Database } from "~/db/connect.server";
import { domainMappings } from "~/db/schema";
import { pickCanonicalDomain, siteDomains, type DomainRow } from "~/features/site-resolution/canonical-domain";
import { twinDomain } from "~/features/site-resolution/resolve-site";

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
  /**
   * Where `domain` sends visitors with a 301, or null: a pair's other name to its canonical name
   *, a platform address to the site's main address when that is another name (* a proven custom domain, or the new slug's address). Same entry, same query as `lookup`.
   */
  canonicalOf(domain: string): Promise<string | null>;
  /** Without a query: `canonicalOf` of a host this process already knows (undefined: unknown). */
  peekCanonical(domain: string): string | null | undefined;
  /** A site's mappings changed: forget its hosts and every host that had no site. */
  dropSite(siteId: string): void;
  invalidate(): void;
  /**
   * Called after every drop with the site dropped (null: everything), so a cache derived from the
   * mappings (the TLS ask endpoint's) forgets at the same moments. Returns the unsubscribe.
   */
  onDrop(listener: (siteId: string | null) => void): () => void;
};

type Entry = { siteId: string | null; canonical: string | null };
const NO_SITE: Entry = { siteId: null, canonical: null };

export type DomainCacheOptions = {
  ttlMs?: number;
  trustedTtlMs?: number;
  /** Whether change notifications are being received (long-lived entries are safe). */
  trusted?: () => boolean;
  /** PUBLIC_URL: whether `.localhost` names may be a main address (seo/canonical.ts). Default: a local platform. */
  publicUrl?: string;
};

export function createDomainCache(db: Database, options: DomainCacheOptions | number = {}): DomainCache {
  const opts = typeof options === "number" ? { ttlMs: options } : options;
  const ttlMs = opts.ttlMs ?? DOMAIN_CACHE_TTL_MS;
  const trustedTtlMs = opts.trustedTtlMs ?? DOMAIN_CACHE_TRUSTED_TTL_MS;
  const trusted = opts.trusted ?? (() => false);
  const publicUrl = opts.publicUrl ?? "http://localhost";
  const entries = new Map<string, Entry & { expires: number }>();
  const inflight = new Map<string, Promise<Entry>>();
  /** Bumped by every invalidation, so a query answered before it is not cached after it. */
  let generation = 0;
  const listeners = new Set<(siteId: string | null) => void>();
  const dropped = (siteId: string | null) => {
    for (const listener of listeners) listener(siteId);
  };

  /**
   * An active mapping (an owner's unproven request stays inactive: domain-mappings.server.ts never
   * switches it on; an old slug's address only until its `redirect_until`), and where it sends
   * visitors: a pair's other name to the pair's active canonical name; a platform
   * address — the current one once a custom domain is proven, an old slug's — to the site's main
   * address (canonical.ts's rule on the site's active names). Two custom pairs of one
   * site each keep serving: a merchant with two shop names keeps both.
   */
  async function query(domain: string): Promise<Entry> {
    const twin = twinDomain(domain);
    const rows = await db.execute<{ site_id: string; platform: boolean; twin: string | null; domains: DomainRow[] | null }>(sql`
      SELECT m.site_id, m.verified_by = 'platform' AS platform,
             (SELECT t.domain FROM ${domainMappings} t
               WHERE NOT m.is_canonical AND m.verified_by IS DISTINCT FROM 'platform' AND t.domain = ${twin} AND t.site_id = m.site_id
                 AND t.is_canonical AND t.is_active) AS twin,
             CASE WHEN m.verified_by = 'platform' THEN
               (SELECT json_agg(json_build_object('domain', d.domain, 'chosen', d.is_canonical, 'platform', d.verified_by = 'platform') ORDER BY d.created_at, d.domain)
                  FROM ${domainMappings} d
                 WHERE d.site_id = m.site_id AND d.is_active AND d.redirect_until IS NULL)
             END AS domains
        FROM ${domainMappings} m
       WHERE m.domain = ${domain} AND m.is_active AND (m.redirect_until IS NULL OR m.redirect_until > now())
       LIMIT 1`);
    const row = rows.rows[0];
    if (!row) return NO_SITE;
    if (!row.platform) return { siteId: row.site_id, canonical: row.twin };
    const domains = siteDomains(row.domains ?? []);
    const main = pickCanonicalDomain(domains.all, publicUrl, domains.chosen, domains.platform);
    return { siteId: row.site_id, canonical: main && main !== domain ? main : null };
  }

  function fresh(domain: string): Entry | undefined {
    const hit = entries.get(domain);
    return hit && hit.expires > Date.now() ? hit : undefined;
  }

  function entryOf(domain: string): Promise<Entry> {
    const hit = fresh(domain);
    if (hit) return Promise.resolve(hit);
    const pending = inflight.get(domain);
    if (pending) return pending;
    const startedIn = generation;
    const promise = query(domain)
      .then((entry) => {
        if (startedIn === generation) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(domain, { ...entry, expires: Date.now() + (trusted() ? trustedTtlMs : ttlMs) });
        }
        return entry;
      })
      .finally(() => inflight.delete(domain));
    inflight.set(domain, promise);
    return promise;
  }

  return {
    async lookup(domain) {
      return (await entryOf(domain)).siteId;
    },
    peek(domain) {
      return fresh(domain)?.siteId;
    },
    async canonicalOf(domain) {
      return (await entryOf(domain)).canonical;
    },
    peekCanonical(domain) {
      return fresh(domain)?.canonical;
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
