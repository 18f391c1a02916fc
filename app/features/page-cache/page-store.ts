/**
 * The rendered-page store (ADR 014): an LRU bounded by bytes. Each entry holds one public page,
 * compressed once with gzip and brotli, and the response headers it was rendered with. Pure: no
 * I/O, so its rules are unit-tested.
 */

export type CachedPage = {
  key: string;
  /** null: the platform's own pages (landing). */
  siteId: string | null;
  status: number;
  /** Response headers as rendered (security headers, content type…), without per-response ones. */
  headers: [string, string][];
  gzip: Buffer;
  brotli: Buffer;
  /** Weak validator shared by every encoding of the same bytes. */
  etag: string;
  /** Epoch ms after which the page must be rendered again (a boundary of its opening hours). */
  expiresAt: number;
  /** Bytes counted against the budget. */
  size: number;
};

export type PageStoreStats = {
  entries: number;
  bytes: number;
  budgetBytes: number;
  hits: number;
  misses: number;
  bypasses: number;
  evictions: number;
};

/** Fixed cost of an entry beyond its bodies: key, headers, map slots. */
const ENTRY_OVERHEAD = 512;

export function pageSize(page: Pick<CachedPage, "key" | "headers" | "gzip" | "brotli">): number {
  let size = ENTRY_OVERHEAD + page.key.length * 2 + page.gzip.length + page.brotli.length;
  for (const [name, value] of page.headers) size += (name.length + value.length) * 2;
  return size;
}

export class PageStore {
  /** Map order is recency order: the first entry is the least recently used. */
  private readonly entries = new Map<string, CachedPage>();
  private readonly bySite = new Map<string | null, Set<string>>();
  private bytes = 0;
  private readonly counters = { hits: 0, misses: 0, bypasses: 0, evictions: 0 };

  constructor(readonly budgetBytes: number) {}

  get enabled(): boolean {
    return this.budgetBytes > 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) {
      this.counters.misses++;
      return undefined;
    }
    if (page.expiresAt <= now) {
      this.remove(page);
      this.counters.misses++;
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, page);
    this.counters.hits++;
    return page;
  }

  set(page: CachedPage): void {
    if (page.size > this.budgetBytes) return;
    const previous = this.entries.get(page.key);
    if (previous) this.remove(previous);
    this.entries.set(page.key, page);
    this.bytes += page.size;
    let keys = this.bySite.get(page.siteId);
    if (!keys) {
      keys = new Set();
      this.bySite.set(page.siteId, keys);
    }
    keys.add(page.key);
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(oldest);
      this.counters.evictions++;
    }
  }

  /** Every page of a site: its content changed. */
  dropSite(siteId: string | null): void {
    const keys = this.bySite.get(siteId);
    if (!keys) return;
    for (const key of [...keys]) {
      const page = this.entries.get(key);
      if (page) this.remove(page);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bySite.clear();
    this.bytes = 0;
  }

  countBypass(): void {
    this.counters.bypasses++;
  }

  stats(): PageStoreStats {
    return { entries: this.entries.size, bytes: this.bytes, budgetBytes: this.budgetBytes, ...this.counters };
  }

  private remove(page: CachedPage): void {
    if (this.entries.get(page.key) !== page) return;
    this.entries.delete(page.key);
    this.bytes -= page.size;
    const keys = this.bySite.get(page.siteId);
    keys?.delete(page.key);
    if (keys?.size === 0) this.bySite.delete(page.siteId);
  }
}
