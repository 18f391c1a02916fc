/**
 * What a loader tells the page cache about the response it is rendering (ADR 014). The server
 * makes one per request; loaders read and write it through the load context.
 */
export type PageCacheHints = {
  /**
   * This response may be stored and served to other visitors: render nothing that belongs to
   * one visitor (a form token is then fetched by the page itself).
   */
  readonly cacheable: boolean;
  /** The page shows something that changes at this instant (opening hours): keep it until then. */
  expireAt(instant: Date | number): void;
  /** Something personal was rendered after all: never store this response. */
  noStore(): void;
};

export type PageCacheDecision = PageCacheHints & {
  readonly expiresAt: number;
  readonly storable: boolean;
};

export function createPageCacheHints(cacheable: boolean): PageCacheDecision {
  let expiresAt = Number.POSITIVE_INFINITY;
  let storable = cacheable;
  return {
    cacheable,
    expireAt(instant) {
      const at = typeof instant === "number" ? instant : instant.getTime();
      if (at < expiresAt) expiresAt = at;
    },
    noStore() {
      storable = false;
    },
    get expiresAt() {
      return expiresAt;
    },
    get storable() {
      return storable;
    },
  };
}
