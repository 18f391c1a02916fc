/**
 * A copy of the selected site in localStorage (`currentSite`, JSON {id, name}). The server's
 * signed cookie stays the source of truth (ADR 003); this copy is for client-side code that
 * wants the site without a round trip, and is cleared on sign-out.
 */
export const CURRENT_SITE_KEY = "currentSite";

export type StoredSite = { id: string; name: string };

type SiteStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readStoredSite(storage: SiteStorage): StoredSite | null {
  const raw = storage.getItem(CURRENT_SITE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && "id" in value && "name" in value && typeof value.id === "string" && typeof value.name === "string") {
      return { id: value.id, name: value.name };
    }
  } catch {
    // Unparsable: dropped below.
  }
  storage.removeItem(CURRENT_SITE_KEY);
  return null;
}

/** Mirrors the server's selection: writes it when it differs, removes it when there is none. */
export function syncStoredSite(storage: SiteStorage, site: StoredSite | null): void {
  const saved = readStoredSite(storage);
  if (!site) {
    if (saved) storage.removeItem(CURRENT_SITE_KEY);
    return;
  }
  if (saved?.id === site.id && saved.name === site.name) return;
  storage.setItem(CURRENT_SITE_KEY, JSON.stringify({ id: site.id, name: site.name }));
}

export function clearStoredSite(storage: SiteStorage): void {
  storage.removeItem(CURRENT_SITE_KEY);
}

/** localStorage, or null where it is unavailable (server, privacy modes that throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
