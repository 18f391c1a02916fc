/**
 * The sidebar's unread counters: what /admin/unread-counts answers, and
 * where each count is shown. Plain module: the shell imports it.
 */
export const UNREAD_COUNTS_PATH = "/admin/unread-counts";
/** Refreshed every 30 s. */
export const UNREAD_REFRESH_MS = 30_000;

/** `support`: her support requests with an answer she has not read ('Aide'; 0 for an admin, who writes them). */
export type UnreadCounts = { siteId: string; quotes: number; messages: number; support: number };

/** The nav entry a counter belongs to. */
export const UNREAD_NAV_HREFS = { quotes: "/admin/content/quotes", messages: "/admin/content/messages", support: "/admin/aide" } as const;

type UnreadKind = keyof typeof UNREAD_NAV_HREFS;

/** The counter a nav entry shows, or null for an entry without one. */
function kindOf(href: string): UnreadKind | null {
  return (Object.keys(UNREAD_NAV_HREFS) as UnreadKind[]).find((kind) => UNREAD_NAV_HREFS[kind] === href) ?? null;
}

export function unreadCountFor(href: string, counts: UnreadCounts | null | undefined): number {
  const kind = kindOf(href);
  return counts && kind ? counts[kind] : 0;
}

/** Badge text: '99+' past 99 so the sidebar keeps its width; the accessible label has the exact count. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

const UNREAD_NOUNS: Record<UnreadKind, [one: string, several: string]> = {
  quotes: ["demande non vue", "demandes non vues"],
  messages: ["message non lu", "messages non lus"],
  support: ["réponse du support non lue", "réponses du support non lues"],
};

export function unreadLabel(href: string, count: number): string {
  return `${count} ${UNREAD_NOUNS[kindOf(href) ?? "messages"][count > 1 ? 1 : 0]}`;
}
