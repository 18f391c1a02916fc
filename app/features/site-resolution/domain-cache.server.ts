import { sql } from "drizzle-orm";
import type { Database } from "~/../server/db/connect";
import { domainMappings } from "~/db/schema";
import { twinDomain } from "./resolve-site";

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
   * Issue 15: the pair's canonical name when `domain` is the other, active name of a pair whose
   * canonical name is active too (the request then gets a 301 there); else null. Same entry, same
   * query as `lookup`.
   */
  canonicalOf(domain: string): Promise<string | null>;
  /** Without a query: `canonicalOf` of a host this process already knows (undefined: unknown). */
  peekCanonical(domain: string): string | null | undefined;
  /** A site's mappings changed: forget its hosts and every host that had no site. */
  dropSite(siteId: string): void;
  invalidate(): void;
  /**
   * Called after every drop with the site dropped (null: everything), so a cache derived from the
   * mappings (the TLS ask endpoint's, issue 15) forgets at the same moments. Returns the unsubscribe.
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
};

export function createDomainCache(db: Database, options: DomainCacheOptions | number = {}): DomainCache {
  const opts = typeof options === "number" ? { ttlMs: options } : options;
  const ttlMs = opts.ttlMs ?? DOMAIN_CACHE_TTL_MS;
  const trustedTtlMs = opts.trustedTtlMs ?? DOMAIN_CACHE_TRUSTED_TTL_MS;
  const trusted = opts.trusted ?? (() => false);
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
   * switches it on), and its twin's name when the twin is the pair's active canonical name.
   */
  async function query(domain: string): Promise<Entry> {
    const twin = twinDomain(domain);
    const rows = await db.execute<{ site_id: string; canonical: string | null }>(sql`
      SELECT m.site_id,
             (SELECT t.domain FROM ${domainMappings} t
               WHERE NOT m.is_canonical AND t.domain = ${twin} AND t.site_id = m.site_id
                 AND t.is_canonical AND t.is_active) AS canonical
        FROM ${domainMappings} m
       WHERE m.domain = ${domain} AND m.is_active
       LIMIT 1`);
    const row = rows.rows[0];
    return row ? { siteId: row.site_id, canonical: row.canonical } : NO_SITE;
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
