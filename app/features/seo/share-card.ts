import type { SeoPage } from "~/db/enums";

/**
 * The share cards of an Expert site: a 1200×630 JPEG per public page, generated from
 * the site's photo, name and colours (share-card.server.ts) and served at
 * `/share-card/<site id>/<page>-<content version>.jpg`: a new address whenever the site's public
 * content changes (ADR 014's content_version), so every address can be cached for a year.
 */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/jpeg" } as const;

export function shareCardPath(siteId: string, page: SeoPage, version: number): string {
  return `/share-card/${siteId}/${page}-${version}.jpg`;
}

/** The page and version a card's file name names ('products-42.jpg'), or null. */
export function parseShareCardFile(file: string): { page: string; version: number } | null {
  const match = /^([a-z]+)-(\d{1,15})\.jpg$/.exec(file);
  return match ? { page: match[1]!, version: Number(match[2]) } : null;
}
